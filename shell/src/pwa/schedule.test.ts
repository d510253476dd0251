import { makeUser, resetSession } from '@plataforma/shared-auth/testing/session';
import { forgetPagesOnLogout, registerServiceWorker, SERVICE_WORKER_URL } from './register';
import { scheduleServiceWorker } from './schedule';

/** A window that is still loading, with or without service workers; `idle` runs the idle callbacks. */
function loadingWindow({ serviceWorker = true } = {}) {
  const register = jest.fn().mockResolvedValue({});
  const idleCallbacks: Array<() => void> = [];
  const win = Object.assign(new EventTarget(), {
    navigator: serviceWorker ? { serviceWorker: { register } } : {},
    document: { readyState: 'loading' },
    requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
    setTimeout: globalThis.setTimeout,
  });
  const idle = async () => {
    for (const callback of idleCallbacks.splice(0)) callback();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const loaded = async () => {
    win.document.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win: win as unknown as Window, register, idle, loaded };
}

/** The registration module, run against the given window (what the dynamic import gives the page). */
const registrationFor = (win: Window) => jest.fn(async () => ({ registerServiceWorker: () => registerServiceWorker(win) }));

describe('scheduleServiceWorker', () => {
  it('registers /sw.js for the whole site once the page has loaded and the browser is idle', async () => {
    const { win, register, idle, loaded } = loadingWindow();
    const load = registrationFor(win);
    scheduleServiceWorker({ production: true, win, load });

    await idle();
    expect(load).not.toHaveBeenCalled();
    await loaded();
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('registers at the next idle moment when the page had already loaded', async () => {
    const { win, register, idle, loaded } = loadingWindow();
    await loaded();
    scheduleServiceWorker({ production: true, win, load: registrationFor(win) });
    expect(register).not.toHaveBeenCalled();
    await idle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing in a development build', async () => {
    const { win, register, idle, loaded } = loadingWindow();
    const load = registrationFor(win);
    scheduleServiceWorker({ production: false, win, load });
    await loaded();
    await idle();
    expect(load).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('registers nothing in a browser without service workers', async () => {
    const { win, idle, loaded } = loadingWindow({ serviceWorker: false });
    const load = registrationFor(win);
    scheduleServiceWorker({ production: true, win, load });
    await loaded();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('is off in the test build, like any build that is not production', async () => {
    const { win, idle, loaded } = loadingWindow();
    const load = registrationFor(win);
    scheduleServiceWorker({ win, load });
    await loaded();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });

  it('tells the console, not the visitor, when the registration fails', async () => {
    const { win, register, idle, loaded } = loadingWindow();
    register.mockRejectedValue(new Error('SecurityError'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    scheduleServiceWorker({ production: true, win, load: registrationFor(win) });
    await loaded();
    await idle();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ message: 'SecurityError' }));
    warn.mockRestore();
  });
});

describe('forgetPagesOnLogout', () => {
  afterEach(() => resetSession());

  it("deletes the kept pages when a signed-in user becomes nobody, and only then", async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const win = { caches: { delete: remove } } as unknown as Window;
    resetSession(null);
    forgetPagesOnLogout(win);

    resetSession(makeUser());
    expect(remove).not.toHaveBeenCalled();
    resetSession(null);
    expect(remove).toHaveBeenCalledWith('paginas');
    expect(remove).toHaveBeenCalledTimes(1);
  });
});
