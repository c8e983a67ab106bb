import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { type ReactNode, useState } from 'react';

/**
 * A password input's show/hide toggle: the input type to use and the end adornment with the button. The
 * button's name avoids the word "password" so the field's own label stays unique.
 */
export function usePasswordVisibility(): { type: 'text' | 'password'; endAdornment: ReactNode } {
  const [isVisible, setVisible] = useState(false);
  return {
    type: isVisible ? 'text' : 'password',
    endAdornment: (
      <InputAdornment position="end">
        <IconButton
          aria-label={isVisible ? 'Hide characters' : 'Show characters'}
          aria-pressed={isVisible}
          onClick={() => setVisible((value) => !value)}
          onMouseDown={(event) => event.preventDefault()}
          edge="end"
        >
          {isVisible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
        </IconButton>
      </InputAdornment>
    ),
  };
}
