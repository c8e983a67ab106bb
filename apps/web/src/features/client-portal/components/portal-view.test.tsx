import type { Section } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonBody, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { IDENTITY_STORAGE_KEY } from '../lib/client-identity';
import {
  imageFile,
  makeApproval,
  makeComment,
  openPortalHandlers,
  PORTAL_PATH,
  pdfFile,
  secondImage,
  UUID,
} from '../testing/portal-fixtures';

// pdf.js needs a real browser (canvas, DOMMatrix); the end-to-end test covers it.
vi.mock('./preview/pdf-viewer', () => ({ default: ({ name }: { name: string }) => <p>PDF preview of {name}</p> }));

const sections: Section[] = [
  {
    id: 's-hero',
    type: 'hero',
    title: 'Spring is brewing',
    subtitle: 'All of April in one place',
    imageFileId: imageFile.id,
  },
  { id: 's-text', type: 'content', title: 'Where we are', html: '<p>The <strong>final</strong> round.</p>' },
  { id: 's-gallery', type: 'gallery', title: 'Social tiles', fileIds: [imageFile.id, secondImage.id] },
  { id: 's-files', type: 'files', title: 'Deliverables', fileIds: [] },
  {
    id: 's-form',
    type: 'form',
    title: 'Quick feedback',
    fields: [
      { id: 'overall', type: 'rating', label: 'Overall rating', required: true, options: { max: 5 } },
      { id: 'status', type: 'select', label: 'Approval status', required: true, options: { choices: ['Yes', 'No'] } },
      { id: 'notes', type: 'textarea', label: 'Anything else?', required: false },
      { id: 'tested', type: 'checkbox', label: 'I checked it on my phone', required: true },
    ],
  },
];

const files = [pdfFile, imageFile, secondImage];

describe('client portal page', () => {
  it('renders every section type in order, branded, with the ClientDock credit', async () => {
    mockApi(openPortalHandlers({ sections, files }));
    renderApp(`/portal/${UUID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual(['Spring is brewing', 'Where we are', 'Social tiles', 'Deliverables']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Quick feedback' })).toBeInTheDocument();
    expect(screen.getByText('All of April in one place')).toBeInTheDocument();
    expect(screen.getByText('final').tagName).toBe('STRONG');

    const deliverables = screen.getByRole('region', { name: 'Deliverables' });
    const list = within(deliverables).getByRole('list', { name: 'Files' });
    expect(within(list).getByText('Brief.pdf')).toBeInTheDocument();
    expect(within(list).getByText('PDF · 1.5 MB')).toBeInTheDocument();
    expect(within(list).getByText('v2')).toBeInTheDocument();
    expect(within(deliverables).getByRole('link', { name: 'Download Brief.pdf' })).toHaveAttribute(
      'href',
      pdfFile.downloadUrl,
    );
    expect(within(deliverables).getByRole('link', { name: /Download all/ })).toHaveAttribute(
      'href',
      `${PORTAL_PATH}/download-all`,
    );
    await userEvent.click(within(deliverables).getByRole('button', { name: 'Grid' }));
    expect(within(deliverables).getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    expect(screen.getByText('No comments yet — be the first to leave feedback')).toBeInTheDocument();
    expect(screen.getByText('ClientDock')).toBeInTheDocument();
  });

  it('shows the files when the portal has no sections, and hides the credit when white-labelled', async () => {
    mockApi(
      openPortalHandlers({
        sections: [],
        allowDownload: false,
        whiteLabel: true,
        files: [{ ...pdfFile, downloadUrl: null }],
      }),
    );
    renderApp(`/portal/${UUID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Files' })).toBeInTheDocument();
    expect(screen.getByText('Brief.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByText('ClientDock')).not.toBeInTheDocument();
  });

  it('opens a gallery image in a lightbox that arrow keys move through and Escape closes', async () => {
    mockApi(openPortalHandlers({ sections, files }));
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const gallery = await screen.findByRole('region', { name: 'Social tiles' });
    await user.click(within(gallery).getByRole('button', { name: 'Open Poster.png' }));
    const lightbox = await screen.findByRole('dialog', { name: /Poster.png, image 1 of 2/ });
    expect(within(lightbox).getByRole('img', { name: 'Poster.png' })).toHaveAttribute('src', imageFile.previewUrl);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: /Tile.png, image 2 of 2/ })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: /Poster.png, image 1 of 2/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks required form fields, then sends the answers and thanks the client', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...openPortalHandlers({ sections, files }),
      [`POST ${PORTAL_PATH}/forms/s-form`]: (init) => {
        sent.push(jsonBody(init));
        return { status: 201, body: { id: 'r1', submittedAt: '2026-03-02T15:04:00.000Z' } };
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    const form = await screen.findByRole('form', { name: 'Quick feedback' });
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(await within(form).findByText('Choose a rating')).toBeInTheDocument();
    expect(within(form).getByText('Choose an option')).toBeInTheDocument();
    expect(within(form).getByText('Please tick this box')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '4 Stars' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Approval status/ }), 'Yes');
    await user.click(within(form).getByRole('checkbox', { name: /I checked it on my phone/ }));
    await user.type(within(form).getByLabelText('Your name (optional)'), 'Jordan');
    await user.click(within(form).getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('Thank you — your answers were sent')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Jordan', answers: { overall: 4, status: 'Yes', tested: true } }]);
  });
});

describe('comments', () => {
  it('shows client and creator replies with badges, and remembers the name for the next comment', async () => {
    const posted: Record<string, unknown>[] = [];
    mockApi({
      ...openPortalHandlers({ files }),
      [`GET ${PORTAL_PATH}/comments`]: {
        body: {
          comments: [
            makeComment({
              verified: true,
              replies: [
                makeComment({
                  id: 'c2',
                  parentId: 'c1',
                  authorName: 'Maya Chen',
                  authorType: 'creator',
                  body: 'Thanks!',
                }),
              ],
            }),
            makeComment({ id: 'c3', fileId: pdfFile.id, body: 'On the PDF only' }),
          ],
        },
      },
      [`POST ${PORTAL_PATH}/comments`]: (init) => {
        posted.push(jsonBody(init));
        return { status: 201, body: makeComment({ id: `c${posted.length + 10}` }) };
      },
    });
    const user = userEvent.setup();
    const first = renderApp(`/portal/${UUID}`);

    // The section is named by its heading alone, not "Feedback2".
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(await within(feedback).findByText('Looks great!')).toBeInTheDocument();
    expect(within(feedback).getByText('Thanks!')).toBeInTheDocument();
    // A reply from the studio wears the studio's name, never the word "creator".
    expect(within(feedback).getAllByText('Maya Chen Studio').length).toBeGreaterThan(0);
    expect(within(feedback).queryByText('Creator')).not.toBeInTheDocument();
    expect(within(feedback).getByTitle('Verified email')).toBeInTheDocument();
    expect(within(feedback).queryByText('On the PDF only')).not.toBeInTheDocument();

    await user.click(within(feedback).getByRole('button', { name: 'Post comment' }));
    expect(await within(feedback).findByText('Write a comment first')).toBeInTheDocument();

    await user.type(within(feedback).getByLabelText('Your comment'), 'Can the logo be bigger?');
    await user.type(within(feedback).getByLabelText(/Your name/), 'Jordan Client');
    await user.type(within(feedback).getByLabelText('Email (optional)'), 'jordan@client.test');
    await user.click(within(feedback).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ name: 'Jordan Client', email: 'jordan@client.test', body: 'Can the logo be bigger?' });
    expect(JSON.parse(localStorage.getItem(IDENTITY_STORAGE_KEY) ?? '{}')).toEqual({
      name: 'Jordan Client',
      email: 'jordan@client.test',
    });
    first.unmount();

    renderApp(`/portal/${UUID}`);
    const again = await screen.findByRole('region', { name: /Feedback/ });
    // The remembered name arrives just after the first render, which matches the server's drawing of the page.
    expect(await within(again).findByText(/Posting as/)).toHaveTextContent(
      'Posting as Jordan Client (jordan@client.test)',
    );
    await user.type(within(again).getByLabelText('Your comment'), 'One more thing');
    await user.click(within(again).getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ name: 'Jordan Client', body: 'One more thing' });
  });
});

describe('approvals', () => {
  it('asks for a note before requesting changes, then shows the receipt; older versions are marked', async () => {
    const posted: Record<string, unknown>[] = [];
    let approvals = [makeApproval({ id: 'old', fileVersion: 1, appliesToLatest: false, sha256: 'aaaabbbbccccdddd' })];
    mockApi({
      ...openPortalHandlers({ files }),
      [`GET ${PORTAL_PATH}/approvals`]: () => ({ body: { approvals } }),
      [`POST ${PORTAL_PATH}/approvals`]: (init) => {
        const body = jsonBody(init);
        posted.push(body);
        const receipt = makeApproval({
          id: 'new',
          decision: 'changes_requested',
          note: String(body.note),
          approverName: 'Jordan Client',
          approverEmail: null,
          verified: false,
        });
        approvals = [receipt, ...approvals];
        return { status: 201, body: receipt };
      },
    });
    const user = userEvent.setup();
    renderApp(`/portal/${UUID}`);
    await user.click(await screen.findByRole('button', { name: 'Open Brief.pdf' }));
    const preview = await screen.findByRole('dialog', { name: 'Brief.pdf' });

    const older = await within(preview).findByRole('article', { name: 'Approval receipt for Brief.pdf' });
    expect(within(older).getByText('for version 1')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Request changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    await user.type(within(dialog).getByLabelText(/Your name/), 'Jordan Client');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Say what you would like changed')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/What should change/), 'Warmer orange, please');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Jordan Client',
      decision: 'changes_requested',
      note: 'Warmer orange, please',
      fileId: pdfFile.id,
    });
    const receipt = await within(preview).findByRole('article', { name: 'Change request receipt for Brief.pdf' });
    expect(receipt).toHaveTextContent('Changes requested');
    expect(receipt).toHaveTextContent('Brief.pdf · Version 2');
    await user.click(within(receipt).getByRole('button', { name: 'Details' }));
    expect(receipt).toHaveTextContent(`SHA-256${pdfFile.sha256}`);
    expect(receipt).toHaveTextContent('Warmer orange, please');
    expect(receipt).toHaveTextContent('By Jordan Client');
    expect(receipt).toHaveTextContent('03/02/2026');
  });
});
