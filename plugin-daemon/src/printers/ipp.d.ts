// The parts of the ipp package the CUPS client uses, loaded one by one: the package's entry also loads its own HTTP
// client and with it node:https (TLS), which IPP over node:http never needs.
declare module 'ipp/lib/serializer.js' {
  const serialize: (msg: Record<string, unknown>) => Buffer;
  export default serialize;
}
declare module 'ipp/lib/parser.js' {
  const parse: ((buf: Buffer) => Record<string, unknown>) & { handleUnknownTag?: unknown };
  export default parse;
}
declare module 'ipp/lib/enums.js' {
  const enums: { 'operations-supported': Record<string, number> };
  export default enums;
}
