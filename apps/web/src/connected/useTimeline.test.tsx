import { expandTimeline, streamingStarted, streamingStopped, timelineScrolledTop, timelineVisibility } from '@trumpet/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderInApp } from '../../test/support/app';
import { useTimeline } from './useTimeline';

function Probe() {
  const feed = useTimeline('community', { stream: { stream: 'public:local' } });
  return (
    <>
      <span>{feed.ids.length} items</span>
      <button onClick={() => feed.onScrollTop(false)}>scrolled away</button>
    </>
  );
}

const types = (actions: { type: string }[]) => actions.map((action) => action.type);

describe('useTimeline', () => {
  it('loads, reports itself visible and streams while mounted; hides and stops when unmounted', async () => {
    const app = createTestApp();
    const { unmount } = renderInApp(app, <Probe />);
    await screen.findByText('0 items');
    expect(app.actions).toContainEqual(expect.objectContaining({ type: timelineVisibility.type, payload: { timeline: 'community', visible: true } }));
    expect(app.actions).toContainEqual(expect.objectContaining({ type: expandTimeline.request.type, payload: { timeline: 'community' } }));
    expect(app.actions).toContainEqual(
      expect.objectContaining({ type: streamingStarted.type, payload: { timeline: 'community', stream: { stream: 'public:local' } } }),
    );
    unmount();
    expect(app.actions).toContainEqual(expect.objectContaining({ type: timelineVisibility.type, payload: { timeline: 'community', visible: false } }));
    expect(types(app.actions)).toContain(streamingStopped.type);
  });

  it('does not stream for a signed-out visitor (the server refuses anonymous sockets)', async () => {
    const app = createTestApp({ signedIn: false });
    renderInApp(app, <Probe />);
    await screen.findByText('0 items');
    expect(types(app.actions)).not.toContain(streamingStarted.type);
  });

  it('reports scrolling away from the top once', async () => {
    const app = createTestApp();
    renderInApp(app, <Probe />);
    await userEvent.click(await screen.findByText('scrolled away'));
    expect(app.actions.filter((action) => action.type === timelineScrolledTop.type)).toEqual([
      expect.objectContaining({ payload: { timeline: 'community', top: false } }),
    ]);
  });
});
