import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ImagePickerButton } from './image-picker-button';

interface CoverImageFieldProps {
  value: string | null;
  error?: string;
  onUpload: (file: File) => Promise<string | null>;
  onChange: (url: string | null) => void;
}

/** The post's cover: uploaded here (JPEG, PNG or WebP up to 5 MB), shown 16:9 above the article. */
export function CoverImageField({ value, error, onUpload, onChange }: CoverImageFieldProps) {
  const [uploading, setUploading] = useState(false);
  const pick = async (file: File) => {
    setUploading(true);
    const url = await onUpload(file);
    setUploading(false);
    if (url) onChange(url);
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        Cover image
      </Typography>
      {value ? (
        <Box
          component="img"
          src={value}
          alt="Cover image of this post"
          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, display: 'block', mb: 1 }}
        />
      ) : (
        <Box
          sx={{
            aspectRatio: '16 / 9',
            borderRadius: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            display: 'grid',
            placeItems: 'center',
            color: 'text.secondary',
            mb: 1,
          }}
        >
          <ImageOutlined aria-hidden />
        </Box>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ImagePickerButton
          label={uploading ? 'Uploading…' : value ? 'Replace' : 'Upload cover'}
          disabled={uploading}
          onPick={pick}
        />
        {value && (
          <Button size="small" color="inherit" startIcon={<DeleteOutline />} onClick={() => onChange(null)}>
            Remove
          </Button>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)}>
        {error ?? 'JPEG, PNG or WebP, up to 5 MB. 1600 × 900 looks best.'}
      </FormHelperText>
    </Box>
  );
}
