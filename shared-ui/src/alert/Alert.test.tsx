import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Alert } from './Alert';
import { useAutoDismiss } from './useAutoDismiss';

describe('Alert', () => {
  it('announces errors as alerts', () => {
    renderWithTheme(<Alert variant="error">Error al crear la encuesta</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al crear la encuesta');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['success', 'info'] as const)('announces %s as status', (variant) => {
    renderWithTheme(<Alert variant={variant}>Tu voto ha sido registrado.</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Tu voto ha sido registrado.');
  });

  it('offers a named close button when closable', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Alert variant="success" onClose={onClose}>
        Listo
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('useAutoDismiss', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hides the message after 3 seconds by default', () => {
    const { result } = renderHook(() => useAutoDismiss('Guardado'));
    expect(result.current).toBe('Guardado');
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current).toBe('Guardado');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it('restarts the clock for a new message and honours a custom delay', () => {
    const { result, rerender } = renderHook(({ message }) => useAutoDismiss(message, 1000), {
      initialProps: { message: 'uno' as string | null },
    });
    act(() => jest.advanceTimersByTime(800));
    rerender({ message: 'dos' });
    act(() => jest.advanceTimersByTime(800));
    expect(result.current).toBe('dos');
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBeNull();
  });

  it('shows nothing for no message', () => {
    const { result } = renderHook(() => useAutoDismiss(null));
    expect(result.current).toBeNull();
  });
});
