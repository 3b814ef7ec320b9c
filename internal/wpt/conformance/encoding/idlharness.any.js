// META: title=Encoding API: idlharness.js on the standard's IDL
// META: global=window,worker,jsshell
// META: script=/resources/WebIDLParser.js
// META: script=/resources/idlharness.js
"use strict";

// The same check as WPT's encoding/idlharness.any.js, with the IDL given
// inline (that test fetches /interfaces/encoding.idl, and goja has no
// fetch). The IDL is the Encoding Standard's, less the stream classes,
// which idlharness-streams.any.js checks where they exist.

const encodingIDL = `
interface mixin TextDecoderCommon {
  readonly attribute DOMString encoding;
  readonly attribute boolean fatal;
  readonly attribute boolean ignoreBOM;
};

dictionary TextDecoderOptions {
  boolean fatal = false;
  boolean ignoreBOM = false;
};

dictionary TextDecodeOptions {
  boolean stream = false;
};

[Exposed=*]
interface TextDecoder {
  constructor(optional DOMString label = "utf-8", optional TextDecoderOptions options = {});

  USVString decode(optional AllowSharedBufferSource input, optional TextDecodeOptions options = {});
};
TextDecoder includes TextDecoderCommon;

interface mixin TextEncoderCommon {
  readonly attribute DOMString encoding;
};

dictionary TextEncoderEncodeIntoResult {
  unsigned long long read;
  unsigned long long written;
};

[Exposed=*]
interface TextEncoder {
  constructor();

  [NewObject] Uint8Array encode(optional USVString input = "");
  TextEncoderEncodeIntoResult encodeInto(USVString source, [AllowShared] Uint8Array destination);
};
TextEncoder includes TextEncoderCommon;
`;

// Web IDL's own typedefs, which the encoding IDL uses.
const webidlIDL = `
typedef (ArrayBufferView or ArrayBuffer) BufferSource;
typedef (ArrayBuffer or SharedArrayBuffer or [AllowShared] ArrayBufferView) AllowSharedBufferSource;
`;

const idlArray = new IdlArray();
idlArray.add_idls(encodingIDL);
idlArray.add_dependency_idls(webidlIDL);
idlArray.add_objects({
  TextDecoder: ["new TextDecoder()"],
  TextEncoder: ["new TextEncoder()"],
});
idlArray.test();
