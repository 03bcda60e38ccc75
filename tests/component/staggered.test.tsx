// Sections drawn one per task (src/lib/staggered.tsx): drawing the next one leaves those already
// on screen alone, and one that appears later in its place mounts nothing else afresh.
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Staggered } from '@/lib/staggered';

const T = { timeout: 5000 };

function counting() {
  const renders: Record<string, number> = {};
  const mounts: Record<string, number> = {};
  function Section({ name }: { name: string }) {
    renders[name] = (renders[name] ?? 0) + 1;
    useEffect(() => {
      mounts[name] = (mounts[name] ?? 0) + 1;
    }, [name]);
    return <section aria-label={name}>{name}</section>;
  }
  return { renders, mounts, Section };
}

describe('Staggered', () => {
  afterEach(cleanup);

  it('draws the first item at once and each later one in a task of its own, rendering each once', async () => {
    const { renders, Section } = counting();
    const names = ['a', 'b', 'c', 'd', 'e'];
    render(
      <Staggered
        items={names.map((n) => (
          <Section key={n} name={n} />
        ))}
        placeholder={<p>Still drawing</p>}
      />,
    );
    expect(screen.getByRole('region', { name: 'a' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'b' })).toBeNull();
    expect(screen.getByText('Still drawing')).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'e' }, T)).toBeInTheDocument();
    expect(screen.queryByText('Still drawing')).toBeNull();
    // Counting the slices in the parent drew 'a' five times: once, then again with each later slice.
    expect(renders).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
  });

  it('an item that appears later in its place mounts nothing else afresh', async () => {
    const { mounts, Section } = counting();
    let show: (on: boolean) => void = () => undefined;
    function Page() {
      const [middle, setMiddle] = useState(false);
      show = setMiddle;
      return <Staggered items={[<Section key="a" name="a" />, middle && <Section key="b" name="b" />, <Section key="c" name="c" />]} placeholder={null} />;
    }
    render(<Page />);
    expect(await screen.findByRole('region', { name: 'c' }, T)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'b' })).toBeNull();

    show(true);
    expect(await screen.findByRole('region', { name: 'b' }, T)).toBeInTheDocument();
    expect(mounts).toEqual({ a: 1, b: 1, c: 1 });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['a', 'b', 'c']);
  });
});
