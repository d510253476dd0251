import '@testing-library/jest-dom';
import './jest.dialog-polyfill';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router reads when it is loaded.
Object.assign(globalThis, { TextEncoder, TextDecoder });
