import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoBanner } from '@/features/parties/components/detail/photo-banner';
import { supabaseUrl } from '@/lib/supabase-config';

const stored = `${supabaseUrl}/storage/v1/object/public/party-photos/c0ffee00-0000-4000-8000-000000000001/photo.bmp?t=5`;

describe('a stored photo shown through the render route', () => {
  it('comes resized, falls back to the plain file when Storage cannot render it, then says it could not load', () => {
    render(<PhotoBanner url={stored} type="Birthday Party" name="Maya's party" generating={false} />);
    const img = screen.getByRole('img', { name: "Party photo for Maya's party" });
    expect(img.getAttribute('src')).toContain('/storage/v1/render/image/public/party-photos/');
    expect(img).toHaveAttribute('srcset');
    expect(img).toHaveAttribute('fetchpriority', 'high');

    fireEvent.error(img);
    const plain = screen.getByRole('img', { name: "Party photo for Maya's party" });
    expect(plain).toHaveAttribute('src', stored);
    expect(plain).not.toHaveAttribute('srcset');

    fireEvent.error(plain);
    expect(screen.queryByRole('img', { name: "Party photo for Maya's party" })).not.toBeInTheDocument();
    expect(screen.getByText('The photo could not be loaded.')).toBeInTheDocument();
  });
});
