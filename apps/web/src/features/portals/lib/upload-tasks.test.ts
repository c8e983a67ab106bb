import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canPerform,
  chunkSizeFor,
  UPLOAD_STATE_LABELS,
  UPLOAD_STATES,
  uploadErrorMessage,
  uploadPercent,
} from './upload-tasks';

const MB = 1024 * 1024;

describe('upload task states (spec §4)', () => {
  it('names every state in words', () => {
    expect(UPLOAD_STATES.map((state) => UPLOAD_STATE_LABELS[state])).toEqual([
      'Running',
      'Pausing',
      'Paused',
      'Canceling',
      'Canceled',
      'Success',
      'Error',
    ]);
  });

  it('pauses only from running', () => {
    expect(UPLOAD_STATES.filter((state) => canPerform(state, 'pause'))).toEqual(['running']);
  });

  it('resumes from paused or pausing', () => {
    expect(UPLOAD_STATES.filter((state) => canPerform(state, 'resume'))).toEqual(['pausing', 'paused']);
  });

  it('cancels from running or pausing', () => {
    expect(UPLOAD_STATES.filter((state) => canPerform(state, 'cancel'))).toEqual(['running', 'pausing']);
  });

  it('retries failed and canceled uploads, and offers nothing while canceling', () => {
    expect(UPLOAD_STATES.filter((state) => canPerform(state, 'retry'))).toEqual(['canceled', 'error']);
    expect(allowedActions('canceling')).toEqual([]);
  });
});

describe('upload helpers', () => {
  it('computes a whole percentage, full on success', () => {
    expect(uploadPercent({ state: 'running', bytesUploaded: 1, size: 3 })).toBe(33);
    expect(uploadPercent({ state: 'success', bytesUploaded: 0, size: 0 })).toBe(100);
    expect(uploadPercent({ state: 'running', bytesUploaded: 0, size: 0 })).toBe(0);
  });

  it('sends about an eighth of a file per request, between 1 MB and 32 MB', () => {
    expect(chunkSizeFor(3 * MB)).toBe(MB);
    expect(chunkSizeFor(80 * MB)).toBe(10 * MB);
    expect(chunkSizeFor(1000 * MB)).toBe(32 * MB);
  });

  it('prefers the server’s own message', () => {
    const body = JSON.stringify({
      error: { code: 'FILE_TOO_LARGE', message: 'This file is 11 MB; your Free plan allows files up to 10 MB.' },
    });
    expect(uploadErrorMessage(413, body)).toBe('This file is 11 MB; your Free plan allows files up to 10 MB.');
    expect(uploadErrorMessage(413, 'Request Entity Too Large')).toBe('This file is larger than your plan allows.');
    expect(uploadErrorMessage(undefined, undefined)).toBe('The connection was lost. Check your network and retry.');
    expect(uploadErrorMessage(502, '')).toBe('The server could not store this file. Please retry.');
  });
});
