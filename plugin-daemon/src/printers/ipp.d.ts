declare module 'ipp' {
  const ipp: {
    serialize(msg: Record<string, unknown>): Buffer;
    parse(buf: Buffer): Record<string, unknown>;
    operations: Record<string, number>;
  };
  export default ipp;
}
