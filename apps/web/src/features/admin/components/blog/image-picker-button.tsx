import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useRef } from 'react';

interface ImagePickerButtonProps {
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  onPick: (file: File) => void;
}

/** A button that opens the file chooser for a JPEG, PNG or WebP image. */
export function ImagePickerButton({ label, icon, disabled, onPick }: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPick(file);
        }}
      />
    </>
  );
}
