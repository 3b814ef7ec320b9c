package textcodec

// newDecoderKernel returns a fresh instance of e's decoder.
func newDecoderKernel(e *Encoding) decoderKernel {
	switch e.family {
	case fUTF8:
		return &utf8Decoder{}
	case fSingleByte:
		return &singleByteDecoder{index: e.index}
	case fGBK, fGB18030:
		return &gb18030Decoder{} // "GBK's decoder is gb18030's decoder"
	case fBig5:
		return &big5Decoder{}
	case fEUCJP:
		return &eucJPDecoder{}
	case fISO2022JP:
		return &iso2022JPDecoder{}
	case fShiftJIS:
		return &shiftJISDecoder{}
	case fEUCKR:
		return &eucKRDecoder{}
	case fReplacement:
		return &replacementDecoder{}
	case fUTF16BE:
		return &utf16Decoder{bigEndian: true}
	case fUTF16LE:
		return &utf16Decoder{}
	case fXUserDefined:
		return &xUserDefinedDecoder{}
	}
	panic("textcodec: unknown encoding family") // unreachable: encodings is fixed
}

// newEncoderKernel returns a fresh instance of e's encoder, or nil when e has
// none.
func newEncoderKernel(e *Encoding) encoderKernel {
	switch e.family {
	case fUTF8:
		return utf8Encoder{}
	case fSingleByte:
		return singleByteEncoder{index: e.index}
	case fGBK:
		return gb18030Encoder{isGBK: true}
	case fGB18030:
		return gb18030Encoder{}
	case fBig5:
		return big5Encoder{}
	case fEUCJP:
		return eucJPEncoder{}
	case fISO2022JP:
		return &iso2022JPEncoder{}
	case fShiftJIS:
		return shiftJISEncoder{}
	case fEUCKR:
		return eucKREncoder{}
	case fXUserDefined:
		return xUserDefinedEncoder{}
	}
	return nil
}

// stateless is embedded by encoders that have no state: there is nothing to
// flush or reset.
type stateless struct{}

func (stateless) finish([]byte) int { return 0 }
func (stateless) reset()            {}
