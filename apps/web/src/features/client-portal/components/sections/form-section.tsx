import type { FormField, Section } from '@clientdock/shared';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSubmitForm } from '../../api/portal-queries';
import { DEFAULT_RATING_MAX, emptyAnswers, toAnswerBody } from '../../lib/form-values';
import { fieldErrors } from '../../lib/load-client-schemas';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Alert } from '../ui/alert';
import { Icon } from '../ui/icons';
import { TextField } from '../ui/text-field';
import { SectionCard } from './section-card';

type FormSectionData = Extract<Section, { type: 'form' }>;
type Values = Record<string, unknown>;

// The answers' zod schema loads when the client first sends, not with the page.
let loadingAnswers: Promise<typeof import('../../lib/form-answers')> | null = null;
const loadAnswers = () => {
  loadingAnswers ??= import('../../lib/form-answers').catch((error: unknown) => {
    loadingAnswers = null;
    throw error;
  });
  return loadingAnswers;
};

interface FieldInputProps {
  field: FormField;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
}

function RequiredMark({ isRequired }: { isRequired: boolean }) {
  return isRequired ? (
    <span className="cp-required" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

function RatingInput({ field, value, error, onChange }: FieldInputProps) {
  const id = useId();
  const max = field.options?.max ?? DEFAULT_RATING_MAX;
  const current = typeof value === 'number' ? value : 0;
  const helper = error ?? field.placeholder;
  return (
    <fieldset className="cp-fieldset" aria-describedby={helper ? `${id}-helper` : undefined}>
      <legend className="cp-label">
        {field.label}
        <RequiredMark isRequired={field.required} />
      </legend>
      <div className="cp-rating">
        {Array.from({ length: max }, (_, offset) => offset + 1).map((star) => (
          <label key={star} className={star <= current ? 'is-on' : undefined}>
            <input
              type="radio"
              name={`${id}-${field.id}`}
              value={star}
              checked={current === star}
              onChange={() => onChange(star)}
              aria-label={`${star} ${star === 1 ? 'Star' : 'Stars'}`}
            />
            <Icon name={star <= current ? 'Star' : 'StarBorder'} size={36} />
          </label>
        ))}
      </div>
      {helper && (
        <span id={`${id}-helper`} className={error ? 'cp-helper cp-helper--error' : 'cp-helper'}>
          {helper}
        </span>
      )}
    </fieldset>
  );
}

function FieldInput(props: FieldInputProps) {
  const { field, value, error, onChange } = props;
  const id = useId();
  if (field.type === 'textarea') {
    return (
      <TextField
        label={field.label}
        required={field.required}
        placeholder={field.placeholder}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        error={error}
        multiline
        rows={3}
      />
    );
  }
  const helper = error ?? field.placeholder;
  const helperId = helper ? `${id}-helper` : undefined;
  const helperText = helper && (
    <span id={helperId} className={error ? 'cp-helper cp-helper--error' : 'cp-helper'}>
      {helper}
    </span>
  );
  if (field.type === 'select') {
    return (
      <div className="cp-field">
        <label className="cp-label" htmlFor={id}>
          {field.label}
          <RequiredMark isRequired={field.required} />
        </label>
        <select
          id={id}
          className="cp-input"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={helperId}
        >
          <option value="">{field.required ? 'Choose…' : 'No answer'}</option>
          {(field.options?.choices ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {helperText}
      </div>
    );
  }
  if (field.type === 'checkbox') {
    return (
      <div className="cp-field">
        <label className="cp-check">
          <input
            type="checkbox"
            checked={Boolean(value)}
            onChange={(event) => onChange(event.target.checked)}
            required={field.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={helperId}
          />
          <span>
            {field.label}
            <RequiredMark isRequired={field.required} />
          </span>
        </label>
        {helperText}
      </div>
    );
  }
  return <RatingInput {...props} />;
}

export default function FormSection({ section }: { section: FormSectionData }) {
  const { uuid, portal, identity, rememberIdentity } = usePortal();
  const submit = useSubmitForm(uuid, section.id);
  const [isSent, setIsSent] = useState(false);
  const defaults = useMemo(() => emptyAnswers(section.fields), [section.fields]);
  const [values, setValues] = useState<Values>(defaults);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [name, setName] = useState(identity.name);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { answersSchema } = await loadAnswers();
    const parsed = answersSchema(section.fields).safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const trimmed = name.trim();
    submit.mutate(
      {
        ...(trimmed ? { name: trimmed } : {}),
        ...(identity.email ? { email: identity.email } : {}),
        answers: toAnswerBody(section.fields, parsed.data),
      },
      {
        onSuccess: () => {
          if (trimmed) rememberIdentity({ name: trimmed, email: identity.email });
          setIsSent(true);
          setValues(defaults);
        },
      },
    );
  };

  return (
    <SectionCard id={section.id} title={section.title || 'A few questions'}>
      {isSent ? (
        <div role="status" style={{ textAlign: 'center', padding: '24px 0' }}>
          <Icon name="CheckCircleOutline" size={48} className="cp-verified" />
          <p className="cp-h6" style={{ marginTop: 8 }}>
            Thank you — your answers were sent
          </p>
          <p className="cp-muted" style={{ marginBottom: 16 }}>
            {studioName(portal)} can see them now.
          </p>
          <button type="button" className="cp-btn" onClick={() => setIsSent(false)}>
            Send another response
          </button>
        </div>
      ) : (
        <form
          className="cp-stack"
          style={{ gap: 24 }}
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label={section.title || 'Form'}
        >
          {section.description && <p className="cp-muted">{section.description}</p>}
          {section.fields.map((field) => (
            <FieldInput
              key={field.id}
              field={field}
              value={values[field.id]}
              error={errors[field.id]}
              onChange={(value) => {
                setValues((old) => ({ ...old, [field.id]: value }));
                setErrors(({ [field.id]: _, ...rest }) => rest);
              }}
            />
          ))}
          <TextField label="Your name (optional)" value={name} onChange={setName} autoComplete="name" maxLength={100} />
          {submit.error && <Alert severity="error">{submit.error.message}</Alert>}
          <p className="cp-caption cp-muted">Fields marked * are required.</p>
          <button
            type="submit"
            className="cp-btn cp-btn--contained cp-btn--lg cp-form-submit"
            disabled={submit.isPending}
          >
            {submit.isPending ? 'Sending…' : 'Send answers'}
          </button>
        </form>
      )}
    </SectionCard>
  );
}
