import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the label to the input with a generated id', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField label="Email" type="email" name="email" onChange={onChange} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input.id).not.toBe('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, 'a@b.bo');
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps a given id and describes the input by its hint and error', () => {
    renderWithTheme(<TextField id="pw" label="Contraseña" hint="Mínimo 6 caracteres" error="Muy corta" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input.id).toBe('pw');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mínimo 6 caracteres Muy corta');
  });

  it('keeps a caller-provided aria-describedby', () => {
    renderWithTheme(
      <>
        <p id="extra">Extra</p>
        <TextField label="Nombre" hint="Tu nombre" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Extra Tu nombre');
  });
});

describe('TextAreaField', () => {
  it('renders a labelled textarea with its error', () => {
    renderWithTheme(<TextAreaField label="Descripción" rows={3} error="Obligatorio" />);
    const textarea = screen.getByLabelText('Descripción');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Obligatorio');
  });
});

describe('SelectField', () => {
  it('renders a labelled select that can be changed', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <SelectField label="Rol" defaultValue="" onChange={onChange} hint="Filtra por rol">
        <option value="">Todos los roles</option>
        <option value="admin">Administrador</option>
      </SelectField>,
    );
    const select = screen.getByLabelText('Rol');
    expect(select).toHaveAccessibleDescription('Filtra por rol');
    await userEvent.selectOptions(select, 'admin');
    expect(onChange).toHaveBeenCalled();
    expect(select).toHaveValue('admin');
  });
});
