import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';

const setup = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Confirmar Eliminación"
      message="¿Eliminar la encuesta «Movilidad»?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
};

describe('ConfirmDialog', () => {
  it('shows the title, the message and the default labels, with focus on Cancelar', () => {
    setup();
    // The question is the dialog's description: read out with its name when focus moves in.
    expect(screen.getByRole('dialog', { name: 'Confirmar Eliminación' })).toHaveAccessibleDescription('¿Eliminar la encuesta «Movilidad»?');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
  });

  it('confirms and cancels', async () => {
    const { onConfirm, onCancel } = setup({ confirmLabel: 'Sí, borrar', cancelLabel: 'No' });
    await userEvent.click(screen.getByRole('button', { name: 'Sí, borrar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be confirmed or dismissed while busy', async () => {
    const { onConfirm, onCancel } = setup({ busy: true });
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar diálogo' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
