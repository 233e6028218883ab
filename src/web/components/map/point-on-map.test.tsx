import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PointPicker, PointView } from './point-on-map';

// Outside a browser there is no WebGL: the picker and the view keep their words and numbers, with
// the note where the map would be (docs/decisions/067).

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>,
  );

const andheri = { lat: 19.1136, lng: 72.8697 };

describe('a listing point without a map', () => {
  it("tells the owner how to place it and where it is, and that the map can't be drawn", () => {
    const none = render(<PointPicker point={null} onPick={() => {}} />);
    expect(none).toContain('Its point on the map');
    expect(none).toContain('No point placed yet.');
    expect(none).toContain('This browser can&#x27;t draw maps.');
    const placed = render(<PointPicker point={andheri} onPick={() => {}} />);
    expect(placed).toContain('Point: 19.113600, 72.869700');
  });

  it('shows the admin the numbers, or that the owner has not placed it', () => {
    expect(render(<PointView point={andheri} name="Andheri Arena" price={900} />)).toContain(
      'Point: 19.113600, 72.869700',
    );
    expect(render(<PointView point={null} name="Andheri Arena" price={900} />)).toContain(
      'The owner has not placed this turf on the map.',
    );
  });
});
