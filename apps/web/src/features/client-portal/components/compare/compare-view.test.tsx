import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeFile } from '../../testing/portal-fixtures';
import { brandGuide, makeVersion } from '../../testing/version-fixtures';
import CompareView from './compare-view';

// pdf.js needs a real browser (canvas, DOMMatrix); the end-to-end test covers it.
vi.mock('../preview/pdf-viewer', () => ({ default: ({ name }: { name: string }) => <p>PDF preview of {name}</p> }));

const versions = [makeVersion(1), makeVersion(2), makeVersion(3)];

function phoneScreen(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('compare view', () => {
  it('compares the two versions picked, and closes on Escape', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<CompareView file={brandGuide} versions={versions} initial={[2, 3]} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: /Compare versions/ });
    expect(within(dialog).getByRole('img', { name: 'Brand guide.png, version 2' })).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'First version' }), '1');
    expect(within(dialog).getByRole('img', { name: 'Brand guide.png, version 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Brand guide.png, version 2' })).not.toBeInTheDocument();

    const stage = within(dialog).getByRole('group', { name: /^Version 1\./ });
    stage.focus();
    await user.keyboard('+');
    for (const image of within(dialog).getAllByRole('img')) expect(image.style.transform).toContain('scale(1.25)');
    await user.keyboard('{ArrowLeft}');
    for (const image of within(dialog).getAllByRole('img'))
      expect(image.style.transform).toContain('translate(40px, 0px)');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows one version at a time on a phone, with a toggle between the two', async () => {
    phoneScreen(true);
    const user = userEvent.setup();
    render(<CompareView file={brandGuide} versions={versions} initial={[2, 3]} onClose={() => {}} />);
    const toggle = screen.getByRole('group', { name: 'Version on screen' });
    expect(within(toggle).getByRole('button', { name: 'Version 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Brand guide.png, version 3' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brand guide.png, version 2' })).not.toBeInTheDocument();
    await user.click(within(toggle).getByRole('button', { name: 'Version 2' }));
    expect(screen.getByRole('img', { name: 'Brand guide.png, version 2' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brand guide.png, version 3' })).not.toBeInTheDocument();
  });

  it('scrolls and zooms two PDF versions together', async () => {
    const pdf = makeFile({ id: 'f-pdf', version: 2 });
    const pdfVersions = [makeVersion(1, { mime: 'application/pdf' }), makeVersion(2, { mime: 'application/pdf' })];
    render(<CompareView file={pdf} versions={pdfVersions} initial={[1, 2]} onClose={() => {}} />);
    expect(await screen.findByText('PDF preview of Brief.pdf, version 1')).toBeInTheDocument();
    expect(screen.getByText('PDF preview of Brief.pdf, version 2')).toBeInTheDocument();
    const [first, second] = [screen.getByTestId('pdf-pane-1'), screen.getByTestId('pdf-pane-2')];
    first.scrollTop = 1200;
    fireEvent.scroll(first);
    expect(second.scrollTop).toBe(1200);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    for (const pane of [first, second]) expect((pane.firstElementChild as HTMLElement).style.width).toBe('125%');
    first.scrollLeft = 300;
    fireEvent.scroll(first);
    expect(second.scrollLeft).toBe(300);
  });

  it('plays, pauses and seeks two videos with one control', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    const video = makeFile({ id: 'f-cut', name: 'Cut.mp4', mime: 'video/mp4', version: 2 });
    const videoVersions = [makeVersion(1, { mime: 'video/mp4' }), makeVersion(2, { mime: 'video/mp4' })];
    const user = userEvent.setup();
    const { container } = render(
      <CompareView file={video} versions={videoVersions} initial={[1, 2]} onClose={() => {}} />,
    );
    const players = [...container.ownerDocument.querySelectorAll('video')];
    expect(players).toHaveLength(2);
    for (const player of players) Object.defineProperty(player, 'duration', { value: 30, configurable: true });
    fireEvent.loadedMetadata(players[0]!);

    await user.click(screen.getByRole('button', { name: 'Play both' }));
    expect(play).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Pause both' }));
    expect(pause).toHaveBeenCalledTimes(2);
    fireEvent.change(screen.getByRole('slider', { name: 'Position in both versions' }), { target: { value: '12' } });
    expect(players.map((player) => player.currentTime)).toEqual([12, 12]);
    expect(screen.getByText('0:12 / 0:30')).toBeInTheDocument();
  });
});
