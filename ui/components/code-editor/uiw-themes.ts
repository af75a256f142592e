// The colour schemes taken from @uiw, in a chunk of their own (themes.ts loads it on choice).
export { dracula, eclipse, material, monokai, solarizedLight } from '@uiw/codemirror-themes-all';
