import { forgetEarlyClicks, replayEarlyClicks } from './earlyClicks';

afterEach(() => {
  document.body.innerHTML = '';
  window.pjEarlyClicks = undefined;
});

test('the buttons clicked before the scripts ran are clicked again, in order, once', () => {
  document.body.innerHTML = '<button type="button" id="menu">Menú</button><button type="button" id="votar">Votar</button>';
  const order: string[] = [];
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => order.push(button.id));
  const menu = document.getElementById('menu')!;
  window.pjEarlyClicks = [menu, document.getElementById('votar')!, menu];

  replayEarlyClicks();
  expect(order).toEqual(['menu', 'votar', 'menu']);
  // The loader's list is closed: later clicks are React's alone.
  expect(window.pjEarlyClicks).toBeUndefined();
  replayEarlyClicks();
  expect(order).toHaveLength(3);
});

test('a button no longer in the page is skipped; no list means nothing to do', () => {
  const detached = document.createElement('button');
  const onClick = jest.fn();
  detached.addEventListener('click', onClick);
  window.pjEarlyClicks = [detached];
  replayEarlyClicks();
  expect(onClick).not.toHaveBeenCalled();
  expect(() => replayEarlyClicks()).not.toThrow();
});

test('a page rendered on the client instead forgets the kept clicks without clicking them', () => {
  document.body.innerHTML = '<button type="button">Menú</button>';
  const button = document.querySelector('button')!;
  const onClick = jest.fn();
  button.addEventListener('click', onClick);
  window.pjEarlyClicks = [button];
  forgetEarlyClicks();
  expect(window.pjEarlyClicks).toBeUndefined();
  replayEarlyClicks();
  expect(onClick).not.toHaveBeenCalled();
});
