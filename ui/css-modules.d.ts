/** Style sheets imported for their side effect; the bundler adds them to the page's CSS. */
declare module '*.css';
