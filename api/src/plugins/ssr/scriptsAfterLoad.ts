import { createHash } from 'node:crypto';
import { SSR_DOM } from '@plataforma/contracts';

/**
 * Starts the page's scripts once the window has loaded and painted a frame (the load event can come
 * before the first paint on a busy machine): a server-rendered page is readable and its
 * links work without them, so its images (the largest one above all) get the connection first and
 * the scripts' download and start-up come after the first paint (docs/decisions.md, "Main thread").
 * Scripts keep their order (async = false); the preloads follow in the next task, so the load event's
 * handler stays short (each element appended starts a request on the main thread).
 *
 * Until then a tap on one of the page's buttons (the phone menu, a vote, the carousel's arrows) has
 * no handler yet: the loader keeps the clicked buttons in `window[SSR_DOM.earlyClicksGlobal]`, and the shell clicks
 * them again once it has started hydrating (shell/src/federation/earlyClicks.ts). Only `type=button`:
 * a submit button's default action is the form's own, and links work without scripts.
 */
const clicks = `w.${SSR_DOM.earlyClicksGlobal}`;
export const SCRIPT_LOADER =
  `(function(){var w=window;${clicks}=[];document.addEventListener('click',function(e){` +
  `var b=${clicks}&&e.target.closest&&e.target.closest('button[type=button]');if(b)${clicks}.push(b)},true);` +
  `function start(){var t=document.getElementById('${SSR_DOM.deferredId}');if(!t)return;` +
  "t.content.childNodes.forEach(function(n){if(n.nodeName==='SCRIPT'){var s=document.createElement('script');" +
  "s.src=n.getAttribute('src');s.async=false;document.head.appendChild(s)}else if(n.nodeType===1){setTimeout(function(){document.head.appendChild(document.importNode(n,true))})}})}" +
  "addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(start)})})})()";

/** The loader's CSP source: the one inline script the pages run. */
export const SCRIPT_LOADER_CSP = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

const SCRIPT_TAGS = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>|<link\b[^>]*\brel="preload"[^>]*\bas="script"[^>]*>/g;

/**
 * The shell's page for server-rendered pages: its external scripts and script preloads move into an
 * inert <template>, started by SCRIPT_LOADER after the load event. Client-rendered pages keep the
 * template as built, since they show nothing until the scripts run.
 */
export function scriptsAfterLoad(html: string): string {
  const tags = html.match(SCRIPT_TAGS) ?? [];
  if (tags.length === 0) return html;
  const withoutTags = html.replace(SCRIPT_TAGS, '');
  return withoutTags.replace(
    '</head>',
    () => `<template id="${SSR_DOM.deferredId}">${tags.join('')}</template><script>${SCRIPT_LOADER}</script></head>`,
  );
}
