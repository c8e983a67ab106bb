import { customDomainCreateSchema, messages } from '@clientdock/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useAddCustomDomain } from '../api/custom-domains';
import { domainFailureMessage } from '../lib/failure-message';
import { FormTextField } from './form-text-field';

export function AddDomainForm() {
  const add = useAddCustomDomain();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<{ domain: string }, unknown, { domain: string }>({
    resolver: zodResolver(customDomainCreateSchema),
    defaultValues: { domain: '' },
  });

  const onSubmit = handleSubmit(async ({ domain }) => {
    try {
      await add.mutateAsync(domain);
      reset({ domain: '' });
    } catch (error) {
      setError(
        'domain',
        { message: domainFailureMessage(error, messages.failedRegisterDomain) },
        { shouldFocus: true },
      );
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <FormTextField
        control={control}
        name="domain"
        label="Domain"
        placeholder="portal.yourstudio.com"
        autoComplete="off"
        helperText="A domain or subdomain you own, without https://"
        slotProps={{ htmlInput: { autoCapitalize: 'off', spellCheck: false, inputMode: 'url' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddRounded />}
        sx={{ flexShrink: 0, minHeight: 56 }}
      >
        Add domain
      </Button>
    </Stack>
  );
}
