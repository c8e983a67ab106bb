import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipsField, type ChipsFieldProps } from './chips-field';

function Harness(props: Partial<ChipsFieldProps>) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChipsField label="Tags" helperText="Press Enter after each tag." value={value} onChange={setValue} {...props} />
      <output aria-label="Kept">{value.join('|')}</output>
    </>
  );
}

describe('ChipsField', () => {
  it('turns Enter, separators and leaving the field into chips, once each whatever the case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'Design{Enter}research, design;Copy');
    await user.tab();
    expect(screen.getByRole('status', { name: 'Kept' })).toHaveTextContent('Design|research|Copy');
    expect(screen.getByText('Press Enter after each tag.')).toBeInTheDocument();
  });

  it('says why an item is refused and stops at the limit', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        problemOf={(item) => (item.length > 5 ? 'Keep each tag to 5 characters' : null)}
        maxItems={2}
        tooManyMessage="Use at most 2 tags"
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'toolong{Enter}');
    expect(screen.getByText('Keep each tag to 5 characters')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Kept' })).toHaveTextContent('');
    await user.clear(input);
    await user.type(input, 'a,b,c,');
    expect(screen.getByText('Use at most 2 tags')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Kept' })).toHaveTextContent('a|b');
  });

  it('removes a chip with its delete icon', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'one,two,');
    await user.click(screen.getByRole('button', { name: 'one' }).querySelector('svg') as SVGElement);
    expect(screen.getByRole('status', { name: 'Kept' })).toHaveTextContent('two');
  });
});
