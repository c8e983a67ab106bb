import type userEvent from '@testing-library/user-event';

/** Puts text into a field in one go (a paste): typed key by key, long text is slow on a busy machine. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
