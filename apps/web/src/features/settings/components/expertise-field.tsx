import { SETTINGS_LIMITS } from '@clientdock/shared';
import { ChipsField } from '@/components/chips-field';

interface ExpertiseFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
}

const HELP = `Press Enter after each skill, up to ${SETTINGS_LIMITS.expertiseItems}. For example: brand identity, UX research.`;

const problemOf = (skill: string) =>
  skill.length > SETTINGS_LIMITS.expertiseItem
    ? `Keep each skill to ${SETTINGS_LIMITS.expertiseItem} characters`
    : null;

/** Skills as chips: Enter, a comma or leaving the field turns what was typed into a chip. */
export function ExpertiseField(props: ExpertiseFieldProps) {
  return (
    <ChipsField
      {...props}
      label="Expertise"
      helperText={HELP}
      problemOf={problemOf}
      maxItems={SETTINGS_LIMITS.expertiseItems}
      tooManyMessage={`You can list up to ${SETTINGS_LIMITS.expertiseItems} skills`}
    />
  );
}
