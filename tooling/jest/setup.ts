import { configure } from '@testing-library/react';
import '@testing-library/jest-dom';
import './dialog-polyfill';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it is loaded.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s (default 1 s): on a loaded 2-core machine a lazy chunk or a debounced
// search can take longer than a second to show, and a timing miss is not a behaviour failure.
configure({ asyncUtilTimeout: 5000 });
