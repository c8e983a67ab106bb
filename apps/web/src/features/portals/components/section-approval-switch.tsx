import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Whether the client gets Approve / Request changes on this section (files always have them). */
export function SectionApprovalSwitch({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (approvals: boolean) => void;
}) {
  const hintId = useId();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(_event, value) => onChange(value)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label="Ask the client to approve this section"
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ pl: '47px' }}>
        They get Approve and Request changes under it. Files always have their own.
      </Typography>
    </Box>
  );
}
