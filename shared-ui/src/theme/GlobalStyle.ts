import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  /* The ring sits on the surface around the control: dark on light surfaces; dark ones (the top bar, the admin
     sidebar) set --focus-ring to the accent. Either way at least 3:1 against what surrounds it. */
  :focus-visible { outline: 3px solid var(--focus-ring, ${({ theme }) => theme.colors.primaryDark}); outline-offset: 2px; }
  /* A control reached with the keyboard is scrolled into view below the public pages' fixed top bar, not
     under it (the admin area, without the bar, keeps the same margin: one rule, no selector to match). */
  html { scroll-padding-top: calc(${({ theme }) => theme.topBarHeight} + 0.5rem); }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
