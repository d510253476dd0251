import { render, screen } from '@testing-library/react';
import { SSR_DOM } from '@plataforma/contracts';
import { ScriptOnly } from './ScriptOnly';

test("wraps what only scripts bring in the element the page's <noscript> style hides", () => {
  render(<ScriptOnly>Cargando resultados...</ScriptOnly>);
  expect(screen.getByText('Cargando resultados...')).toHaveAttribute(SSR_DOM.scriptOnlyAttribute, '');
});
