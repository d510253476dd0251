import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useRecoverFocus } from './useRecoverFocus';

/** 'Asistiré' is replaced by 'Cancelar inscripción' when the answer arrives, as a write in place does. */
function SignUp() {
  const [answer, setAnswer] = useState<object | undefined>();
  const box = useRef<HTMLDivElement>(null);
  useRecoverFocus(box, answer);
  return (
    <>
      <button type="button">Antes</button>
      <div ref={box}>{answer ? <button type="button">Cancelar inscripción</button> : <button type="button" onClick={() => setAnswer({})}>Asistiré</button>}</div>
    </>
  );
}

describe('useRecoverFocus', () => {
  it('gives focus lost with the replaced control to the control that took its place', () => {
    render(<SignUp />);
    const asistire = screen.getByRole('button', { name: 'Asistiré' });
    asistire.focus();
    act(() => asistire.click());
    expect(screen.getByRole('button', { name: 'Cancelar inscripción' })).toHaveFocus();
  });

  it('leaves focus that is elsewhere where it is', () => {
    render(<SignUp />);
    const asistire = screen.getByRole('button', { name: 'Asistiré' });
    const antes = screen.getByRole('button', { name: 'Antes' });
    antes.focus();
    act(() => asistire.click());
    expect(antes).toHaveFocus();
  });
});
