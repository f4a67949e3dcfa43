export interface JssdkSignatureInput {
  ticket: string;
  noncestr: string;
  timestamp: number | string;
  url: string;
}

// WeChat signs the page URL without its fragment; a mismatch here makes wx.config fail silently.
export function jssdkSignatureBase({ ticket, noncestr, timestamp, url }: JssdkSignatureInput): string {
  const page = url.split('#')[0] ?? '';
  return `jsapi_ticket=${ticket}&noncestr=${noncestr}&timestamp=${timestamp}&url=${page}`;
}
