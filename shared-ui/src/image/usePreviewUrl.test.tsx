import { renderHook } from '@testing-library/react';
import { usePreviewUrl } from './usePreviewUrl';

describe('usePreviewUrl', () => {
  const create = jest.fn((_: Blob) => 'blob:uno');
  const revoke = jest.fn();
  beforeEach(() => {
    create.mockClear();
    revoke.mockClear();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
  });

  test('null without a file, an object URL for a file, revoked when the file goes away', () => {
    const file = new File(['x'], 'foto.png', { type: 'image/png' });
    const { result, rerender, unmount } = renderHook(({ chosen }) => usePreviewUrl(chosen), {
      initialProps: { chosen: null as File | null },
    });
    expect(result.current).toBeNull();

    rerender({ chosen: file });
    expect(create).toHaveBeenCalledWith(file);
    expect(result.current).toBe('blob:uno');

    rerender({ chosen: null });
    expect(revoke).toHaveBeenCalledWith('blob:uno');
    expect(result.current).toBeNull();
    unmount();
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});
