import { useSaveFeedback } from './use-save-feedback';

interface Mutation<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
  isPending: boolean;
}

interface ImageActionTexts {
  uploaded: string;
  removed: string;
  uploadFailed: string;
  removeFailed: string;
}

/** Upload and removal of one settings image, with the busy state and what each outcome says. */
export function useImageActions(upload: Mutation<File>, remove: Mutation<void>, texts: ImageActionTexts) {
  const feedback = useSaveFeedback();
  return {
    ...feedback,
    isBusy: upload.isPending || remove.isPending,
    onFile: (file: File) => feedback.perform(() => upload.mutateAsync(file), texts.uploaded, texts.uploadFailed),
    onRemove: () => feedback.perform(() => remove.mutateAsync(), texts.removed, texts.removeFailed),
  };
}
