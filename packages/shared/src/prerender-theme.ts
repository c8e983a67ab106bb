// A prerendered public page carries a dark copy of itself in a <template>. This script, inline right after the
// page, swaps the copy in before the first paint when the visitor's theme is dark (chosen, or auto at night), so
// the page is never drawn light first and the app can take it over as it is. The server allows it by its hash.

/** The id of the <template> holding the page's dark styles and markup. */
export const PRERENDERED_DARK_ID = 'prerendered-dark';

// Same rule as the web app's theme-mode.ts: a stored 'light' or 'dark', else auto, dark from 18:00 to 06:00.
export const PRERENDER_THEME_SCRIPT = `(function(){var m=null;try{m=localStorage.getItem('clientdock-theme')}catch(e){}var h=new Date().getHours();var d=m==='dark'||(m!=='light'&&(h>=18||h<6));var t=document.getElementById('${PRERENDERED_DARK_ID}');var r=document.getElementById('root');if(!t||!r)return;if(d){var s=document.head.querySelectorAll('style[data-emotion]');for(var i=0;i<s.length;i++)s[i].remove();var c=t.content;var n=c.querySelectorAll('style');for(var j=0;j<n.length;j++)document.head.appendChild(n[j]);r.replaceChildren(c);r.setAttribute('data-prerendered','dark')}t.remove()})();`;
