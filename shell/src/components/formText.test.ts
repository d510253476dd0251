import { formText } from './formText';

function form(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  return element;
}

describe('formText', () => {
  it('reads the named fields as a browser would send them: no files, unchecked boxes, disabled fields or buttons', () => {
    const sent = form(`
      <input name="email" value="ana@example.com">
      <input name="password" type="password" value=" secreto ">
      <input name="token" type="hidden" value="t">
      <textarea name="contenido">Hola</textarea>
      <select name="departamento"><option value="La Paz" selected>La Paz</option></select>
      <input name="consentimiento" type="checkbox" value="si" checked>
      <input name="otro" type="checkbox">
      <input name="apagado" value="x" disabled>
      <input name="imagen" type="file">
      <input value="sin nombre">
      <button name="enviar" value="1">Enviar</button>`);
    expect(formText(sent)).toEqual({
      email: 'ana@example.com',
      password: ' secreto ',
      token: 't',
      contenido: 'Hola',
      departamento: 'La Paz',
      consentimiento: 'si',
    });
  });

  it('reads what is in the field now, not what the HTML said', () => {
    const sent = form('<input name="email" value="">');
    (sent.elements.namedItem('email') as HTMLInputElement).value = 'typed@example.com';
    expect(formText(sent)).toEqual({ email: 'typed@example.com' });
  });
});
