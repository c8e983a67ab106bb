import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef } from 'react';
import { checkImageFile, IMAGE_ACCEPT, type ImageKind } from '../lib/image-file';

interface ImagePickerButtonProps {
  kind: ImageKind;
  label: string;
  /** The hidden file input's name, for assistive technology and tests. */
  inputLabel: string;
  onFile: (file: File) => void;
  /** A file refused before upload, with the spec's words for why. */
  onProblem: (message: string) => void;
  isUploading?: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  startIcon?: ButtonProps['startIcon'];
}

/** A button that opens the file picker and checks the chosen image before anything is sent. */
export function ImagePickerButton({
  kind,
  label,
  inputLabel,
  onFile,
  onProblem,
  isUploading = false,
  disabled = false,
  variant = 'outlined',
  startIcon,
}: ImagePickerButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Box
        component="input"
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT[kind]}
        aria-label={inputLabel}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          const problem = checkImageFile(file, kind);
          if (problem || !file) onProblem(problem ?? '');
          else onFile(file);
        }}
      />
      <Button
        variant={variant}
        disabled={disabled || isUploading}
        onClick={() => inputRef.current?.click()}
        startIcon={isUploading ? <CircularProgress size={16} color="inherit" aria-hidden /> : startIcon}
      >
        {isUploading ? 'Uploading…' : label}
      </Button>
    </>
  );
}
