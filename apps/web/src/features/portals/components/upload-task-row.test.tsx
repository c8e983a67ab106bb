import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_STATES, type UploadState, type UploadTask } from '../lib/upload-tasks';
import { UploadTaskRow } from './upload-task-row';

function task(state: UploadState, overrides: Partial<UploadTask> = {}): UploadTask {
  return {
    id: 'uppy-1',
    name: 'footage.mov',
    size: 4 * 1024 * 1024,
    bytesUploaded: 1024 * 1024,
    state,
    error: null,
    replacesFileId: null,
    ...overrides,
  };
}

const BUTTONS: Record<UploadState, string[]> = {
  running: ['Pause', 'Cancel'],
  pausing: ['Resume', 'Cancel'],
  paused: ['Resume'],
  canceling: [],
  canceled: ['Retry', 'Dismiss'],
  success: ['Dismiss'],
  error: ['Retry', 'Dismiss'],
};

describe('upload task row', () => {
  it.each(UPLOAD_STATES)('shows the %s state in words with only the actions it allows', (state) => {
    render(<UploadTaskRow task={task(state)} onAction={() => {}} />);
    const row = within(screen.getByRole('listitem', { name: 'Upload of footage.mov' }));
    expect(row.getByTestId('upload-state')).toHaveTextContent(state[0]?.toUpperCase() + state.slice(1));
    const buttons = row.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(buttons).toEqual(BUTTONS[state].map((verb) => `${verb} upload of footage.mov`));
  });

  it('shows progress in bytes and percent', () => {
    render(<UploadTaskRow task={task('running')} onAction={() => {}} />);
    expect(screen.getByText('1 MB of 4 MB · 25%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of footage.mov' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('shows the server’s message for a refused file', () => {
    const message = 'This file is 11 MB; your Free plan allows files up to 10 MB.';
    render(<UploadTaskRow task={task('error', { error: message })} onAction={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('says which file a new version replaces', () => {
    render(
      <UploadTaskRow task={task('running', { replacesFileId: 'f1' })} replacesName="cut-v1.mov" onAction={() => {}} />,
    );
    expect(screen.getByText('New version of cut-v1.mov')).toBeInTheDocument();
  });

  it('reports the chosen action', async () => {
    const onAction = vi.fn();
    render(<UploadTaskRow task={task('running')} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause upload of footage.mov' }));
    expect(onAction).toHaveBeenCalledWith('uppy-1', 'pause');
  });
});
