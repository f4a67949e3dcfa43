// The nonce the console's Content-Security-Policy asks of every <style> element (the server's
// console-app routes put it in a <meta name="csp-nonce"> tag per document); absent in the dev server
// and tests, which send no CSP.

export function documentStyleNonce(doc: Document = document): string | undefined {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
}

/**
 * Gives the nonce to <style> elements the console's scripts create. antd's own styles carry it through
 * ConfigProvider's `csp`, but rc-util's scrollbar measurement, which every antd Table runs as it mounts,
 * writes a <style> without it (react-component/util#613, open): the CSP refused it and the browser
 * logged an error per table. Only scripts get here, and the CSP lets only the site's own script files
 * run, so the nonce still keeps out any <style> that arrives as markup.
 */
export function nonceScriptStyles(nonce: string | undefined, doc: Document = document): void {
  if (!nonce) return;
  const create = doc.createElement;
  doc.createElement = function createElement(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as Document['createElement'];
}
