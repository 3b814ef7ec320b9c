package weburl

// authority runs the authority state.
func (p *parser) authority(c rune) (state, stepResult) {
	url := p.url
	switch {
	case c == '@':
		// 1. "@": the buffer so far is userinfo.
		if p.atSignSeen {
			p.buffer = append([]byte("%40"), p.buffer...)
			p.bufferRunes += 3
		}
		p.atSignSeen = true
		user := []byte(url.username)
		pass := []byte(url.password)
		for _, cp := range string(p.buffer) {
			if cp == ':' && !p.passwordTokenSeen {
				p.passwordTokenSeen = true
				continue
			}
			if p.passwordTokenSeen {
				pass = appendUTF8PercentEncoded(pass, cp, userinfoSet)
			} else {
				user = appendUTF8PercentEncoded(user, cp, userinfoSet)
			}
		}
		url.username, url.password = string(user), string(pass)
		p.resetBuffer()
	case c == eof || c == '/' || c == '?' || c == '#' || (url.IsSpecial() && c == '\\'):
		// 2. The end of the authority: an "@" with nothing after it is a
		// failure; otherwise the buffer is read again as the host.
		if p.atSignSeen && len(p.buffer) == 0 {
			return authorityState, stepFailure
		}
		p.pointer -= p.bufferRunes + 1
		p.resetBuffer()
		return hostState, stepContinue
	default:
		// 3. Otherwise, c into buffer.
		p.appendBuffer(c)
	}
	return authorityState, stepContinue
}

// host runs the host state and the hostname state.
func (p *parser) host(st state, c rune) (state, stepResult) {
	url := p.url
	// 1. A setter on a file URL: file host state.
	if p.override != noOverride && url.scheme == "file" {
		p.pointer--
		return fileHostState, stepContinue
	}
	switch {
	case c == ':' && !p.insideBrackets:
		// 2. ":" outside brackets: the host ends, a port follows.
		if len(p.buffer) == 0 {
			return st, stepFailure
		}
		if p.override == hostnameState || !p.setHostFromBuffer() {
			return st, stepFailure
		}
		return portState, stepContinue
	case c == eof || c == '/' || c == '?' || c == '#' || (url.IsSpecial() && c == '\\'):
		// 3. The end of the host.
		p.pointer--
		if url.IsSpecial() && len(p.buffer) == 0 {
			return st, stepFailure
		}
		if p.override != noOverride && len(p.buffer) == 0 && (url.includesCredentials() || url.port >= 0) {
			return st, stepFailure
		}
		if !p.setHostFromBuffer() {
			return st, stepFailure
		}
		if p.override != noOverride {
			return st, stepReturn
		}
		return pathStartState, stepContinue
	}
	// 4. Otherwise: brackets tracked, c into buffer.
	if c == '[' {
		p.insideBrackets = true
	} else if c == ']' {
		p.insideBrackets = false
	}
	p.appendBuffer(c)
	return st, stepContinue
}

// setHostFromBuffer host-parses the buffer (opaque for a URL that is not
// special) into url's host and empties the buffer; false is a failure.
func (p *parser) setHostFromBuffer() bool {
	host, ok := parseHost(string(p.buffer), !p.url.IsSpecial(), &p.ticker)
	if !ok {
		return false
	}
	p.url.host, p.url.hasHost = host, true
	p.resetBuffer()
	return true
}

// maxPort is the largest port.
const maxPort = 1<<16 - 1

// port runs the port state.
func (p *parser) port(c rune) (state, stepResult) {
	url := p.url
	// 1. ASCII digit: into buffer.
	if isASCIIDigitRune(c) {
		p.appendBuffer(c)
		return portState, stepContinue
	}
	// 2. The end of the port (or any code point under a state override).
	if c == eof || c == '/' || c == '?' || c == '#' || (url.IsSpecial() && c == '\\') || p.override != noOverride {
		if len(p.buffer) != 0 {
			// 2.1.1-2.1.2. The port, decimal; above 2^16 - 1 a failure.
			port := 0
			for _, d := range p.buffer {
				port = port*10 + int(d-'0')
				if port > maxPort {
					return portState, stepFailure
				}
			}
			// 2.1.3. The scheme's default port is null.
			if dp, _ := defaultPort(url.scheme); port == dp {
				url.port = -1
			} else {
				url.port = port
			}
			p.resetBuffer()
			// 2.1.5. If state override is given, then return.
			if p.override != noOverride {
				return portState, stepReturn
			}
		}
		// 2.2. If state override is given, then return failure.
		if p.override != noOverride {
			return portState, stepFailure
		}
		// 2.3. Path start state, pointer decreased by 1.
		p.pointer--
		return pathStartState, stepContinue
	}
	// 3. Otherwise, return failure.
	return portState, stepFailure
}

// file runs the file state.
func (p *parser) file(c rune) (state, stepResult) {
	url := p.url
	// 1-2. The scheme is "file"; the host the empty host.
	url.scheme = "file"
	url.host, url.hasHost = "", true
	// 3. "/" or "\": file slash state.
	if c == '/' || c == '\\' {
		return fileSlashState, stepContinue
	}
	// 4. A file base: its host, path and query.
	if base := p.base; base != nil && base.scheme == "file" {
		url.host, url.hasHost = base.host, base.hasHost
		url.path = append([]string(nil), base.path...)
		url.query, url.hasQuery = base.query, base.hasQuery
		switch {
		case c == '?':
			return p.enterQuery(), stepContinue
		case c == '#':
			return p.enterFragment(), stepContinue
		case c != eof:
			url.query, url.hasQuery = "", false
			if !startsWithWindowsDriveLetter(p.input, p.pointer) {
				url.shortenPath()
			} else {
				url.path = url.path[:0]
			}
			p.pointer--
			return pathState, stepContinue
		}
		return fileState, stepContinue
	}
	// 5. Otherwise: path state, pointer decreased by 1.
	p.pointer--
	return pathState, stepContinue
}

// fileHost runs the file host state.
func (p *parser) fileHost(c rune) (state, stepResult) {
	url := p.url
	if c == eof || c == '/' || c == '\\' || c == '?' || c == '#' {
		p.pointer--
		switch {
		case p.override == noOverride && isWindowsDriveLetter(string(p.buffer)):
			// 1.1. A drive letter is a path segment, not a host (buffer
			// is kept for the path state).
			return pathState, stepContinue
		case len(p.buffer) == 0:
			// 1.2. The empty host.
			url.host, url.hasHost = "", true
			if p.override != noOverride {
				return fileHostState, stepReturn
			}
			return pathStartState, stepContinue
		}
		// 1.3. A host; "localhost" is the empty host.
		host, ok := parseHost(string(p.buffer), !url.IsSpecial(), &p.ticker)
		if !ok {
			return fileHostState, stepFailure
		}
		if host == "localhost" {
			host = ""
		}
		url.host, url.hasHost = host, true
		if p.override != noOverride {
			return fileHostState, stepReturn
		}
		p.resetBuffer()
		return pathStartState, stepContinue
	}
	// 2. Otherwise, c into buffer.
	p.appendBuffer(c)
	return fileHostState, stepContinue
}

// pathSegment runs the path state.
func (p *parser) pathSegment(c rune) (state, stepResult) {
	url := p.url
	special := url.IsSpecial()
	// 1. The end of a segment.
	if c == eof || c == '/' || (special && c == '\\') || (p.override == noOverride && (c == '?' || c == '#')) {
		slash := c == '/' || (special && c == '\\')
		buffer := string(p.buffer)
		switch {
		case isDoubleDot(buffer):
			// 1.2. "..": shorten the path; an empty segment stands for it
			// when no slash follows.
			url.shortenPath()
			if !slash {
				url.path = append(url.path, "")
			}
		case isSingleDot(buffer) && !slash:
			// 1.3. "." at the end: an empty segment.
			url.path = append(url.path, "")
		case !isSingleDot(buffer):
			// 1.4. Any other segment; a file URL's first segment that is a
			// drive letter is normalized.
			if url.scheme == "file" && len(url.path) == 0 && isWindowsDriveLetter(buffer) {
				buffer = buffer[:1] + ":"
			}
			url.path = append(url.path, buffer)
		}
		// 1.5. Set buffer to the empty string.
		p.resetBuffer()
		// 1.6-1.7. The query or the fragment.
		if c == '?' {
			return p.enterQuery(), stepContinue
		}
		if c == '#' {
			return p.enterFragment(), stepContinue
		}
		return pathState, stepContinue
	}
	// 2. Otherwise: c UTF-8 percent-encoded using the path percent-encode
	// set, into buffer; and so every code point after it up to the end of
	// the segment (the run is taken at once).
	buf := p.buffer
	for {
		buf = appendUTF8PercentEncoded(buf, c, pathSet)
		p.bufferRunes++
		next := p.at(p.pointer + 1)
		if next == eof || next == '/' || (special && next == '\\') || (p.override == noOverride && (next == '?' || next == '#')) {
			break
		}
		p.pointer++
		p.ticker.tick()
		c = next
	}
	p.buffer = buf
	return pathState, stepContinue
}
