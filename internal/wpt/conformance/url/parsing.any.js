// The URL parser through the URL constructor and its attributes: cases of
// each state of the basic URL parser, the host parser (IPv4, IPv6, opaque
// hosts, domain to ASCII) and the serializers. Each row: input, base (null
// for none), then href, protocol, username, password, host, hostname, port,
// pathname, search, hash, origin; or null for a failure (a TypeError).
const rows = [
  ["http://example\t.\norg", "http://example.org/foo/bar", ["http://example.org/", "http:", "", "", "example.org", "example.org", "", "/", "", "", "http://example.org"]],
  ["http://user:pass@foo:21/bar;par?b#c", null, ["http://user:pass@foo:21/bar;par?b#c", "http:", "user", "pass", "foo:21", "foo", "21", "/bar;par", "?b", "#c", "http://foo:21"]],
  ["  \u0000 https://EXAMPLE.com:443/a/./b/../c?x y#z w \u001f", null, ["https://example.com/a/c?x%20y#z%20w", "https:", "", "", "example.com", "example.com", "", "/a/c", "?x%20y", "#z%20w", "https://example.com"]],
  [":foo.com/", "http://example.org/foo/bar", ["http://example.org/foo/:foo.com/", "http:", "", "", "example.org", "example.org", "", "/foo/:foo.com/", "", "", "http://example.org"]],
  ["\\\\x\\hello", "http://example.org/foo/bar", ["http://x/hello", "http:", "", "", "x", "x", "", "/hello", "", "", "http://x"]],
  ["http://f:00000000000000000000080/c", null, ["http://f/c", "http:", "", "", "f", "f", "", "/c", "", "", "http://f"]],
  ["http://f:999999/c", null, null],
  ["http://f: 21/", null, null],
  ["http://::@c@d:2", null, ["http://:%3A%40c@d:2/", "http:", "", "%3A%40c", "d:2", "d", "2", "/", "", "", "http://d:2"]],
  ["https://@test@test@example:800/", null, ["https://%40test%40test@example:800/", "https:", "%40test%40test", "", "example:800", "example", "800", "/", "", "", "https://example:800"]],
  ["http://user@/www.example.com", null, null],
  ["foo://", null, ["foo://", "foo:", "", "", "", "", "", "", "", "", "null"]],
  ["sc://\u00f1.test/", null, ["sc://%C3%B1.test/", "sc:", "", "", "%C3%B1.test", "%C3%B1.test", "", "/", "", "", "null"]],
  ["sc://a b/", null, null],
  ["lolscheme:x x#x x", null, ["lolscheme:x x#x%20x", "lolscheme:", "", "", "", "", "", "x x", "", "#x%20x", "null"]],
  ["data:text/html,test#test", null, ["data:text/html,test#test", "data:", "", "", "", "", "", "text/html,test", "", "#test", "null"]],
  ["#i", "sc:sd", ["sc:sd#i", "sc:", "", "", "", "", "", "sd", "", "#i", "null"]],
  ["i", "sc:sd", null],
  ["../i", "sc:/pa/pa", ["sc:/i", "sc:", "", "", "", "", "", "/i", "", "", "null"]],
  ["non-spec:/..//p", null, ["non-spec:/.//p", "non-spec:", "", "", "", "", "", "//p", "", "", "null"]],
  ["http://[0:0:0:0:0:0:13.1.68.3]", null, ["http://[::d01:4403]/", "http:", "", "", "[::d01:4403]", "[::d01:4403]", "", "/", "", "", "http://[::d01:4403]"]],
  ["http://[1:0:0:2::3:0]", null, ["http://[1::2:0:0:3:0]/", "http:", "", "", "[1::2:0:0:3:0]", "[1::2:0:0:3:0]", "", "/", "", "", "http://[1::2:0:0:3:0]"]],
  ["http://[::1.2.3.]", null, null],
  ["http://[1:2:3:4:5:6:7:8:9]", null, null],
  ["http://0x7f.1", null, ["http://127.0.0.1/", "http:", "", "", "127.0.0.1", "127.0.0.1", "", "/", "", "", "http://127.0.0.1"]],
  ["http://4294967296", null, null],
  ["http://1.2.3.09", null, null],
  ["http://foo.09..", null, ["http://foo.09../", "http:", "", "", "foo.09..", "foo.09..", "", "/", "", "", "http://foo.09.."]],
  ["http://\uff10\uff38\uff43\uff10\uff0e\uff10\uff12\uff15\uff10\uff0e\uff10\uff11", null, ["http://192.168.0.1/", "http:", "", "", "192.168.0.1", "192.168.0.1", "", "/", "", "", "http://192.168.0.1"]],
  ["https://fa\u00df.ExAmPlE/", null, ["https://xn--fa-hia.example/", "https:", "", "", "xn--fa-hia.example", "xn--fa-hia.example", "", "/", "", "", "https://xn--fa-hia.example"]],
  ["http://\u4f60\u597d\u4f60\u597d", null, ["http://xn--6qqa088eba/", "http:", "", "", "xn--6qqa088eba", "xn--6qqa088eba", "", "/", "", "", "http://xn--6qqa088eba"]],
  ["http://GOO\u200b\u2060\ufeffgoo.com", null, ["http://googoo.com/", "http:", "", "", "googoo.com", "googoo.com", "", "/", "", "", "http://googoo.com"]],
  ["http://a.b.c.xn--pokxncvks", null, ["http://a.b.c.xn--pokxncvks/", "http:", "", "", "a.b.c.xn--pokxncvks", "a.b.c.xn--pokxncvks", "", "/", "", "", "http://a.b.c.xn--pokxncvks"]],
  ["http://XN--A.example", null, ["http://xn--a.example/", "http:", "", "", "xn--a.example", "xn--a.example", "", "/", "", "", "http://xn--a.example"]],
  ["http://xn--a.\u00df", null, null],
  ["https://\u200d.example", null, null],
  ["http://%ef%bc%85%ef%bc%94%ef%bc%91.com", null, null],
  ["http://a%b/", null, null],
  ["file:c:\\foo\\bar.html", "file:///tmp/mock/path", ["file:///c:/foo/bar.html", "file:", "", "", "", "", "", "/c:/foo/bar.html", "", "", "null"]],
  ["//localhost//pig", "file://lion/", ["file:////pig", "file:", "", "", "", "", "", "//pig", "", "", "null"]],
  ["file://localhost////foo", null, ["file://////foo", "file:", "", "", "", "", "", "////foo", "", "", "null"]],
  ["C|", "file://host/dir/file", ["file://host/C:", "file:", "", "", "host", "host", "", "/C:", "", "", "null"]],
  ["..", "file:///C:/", ["file:///C:/", "file:", "", "", "", "", "", "/C:/", "", "", "null"]],
  ["blob:https://example.com:443/", null, ["blob:https://example.com:443/", "blob:", "", "", "", "", "", "https://example.com:443/", "", "", "https://example.com"]],
  ["http://example.com/\ud800\udfff?\ud800", null, ["http://example.com/%F0%90%8F%BF?%EF%BF%BD", "http:", "", "", "example.com", "example.com", "", "/%F0%90%8F%BF", "?%EF%BF%BD", "", "http://example.com"]],
  ["wss://host/dir/? !\"$%&'()*+,-./:;<=>?@[\\]^_`{|}~", null, ["wss://host/dir/?%20!%22$%&%27()*+,-./:;%3C=%3E?@[\\]^_`{|}~", "wss:", "", "", "host", "host", "", "/dir/", "?%20!%22$%&%27()*+,-./:;%3C=%3E?@[\\]^_`{|}~", "", "wss://host"]],
];

const attributes = ["href", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash", "origin"];

for (const [input, base, expected] of rows) {
  test(() => {
    if (expected === null) {
      assert_throws_js(TypeError, () => base === null ? new URL(input) : new URL(input, base));
      assert_equals(base === null ? URL.parse(input) : URL.parse(input, base), null, "URL.parse");
      assert_false(base === null ? URL.canParse(input) : URL.canParse(input, base), "URL.canParse");
      return;
    }
    const url = base === null ? new URL(input) : new URL(input, base);
    for (let i = 0; i < attributes.length; i++) {
      assert_equals(url[attributes[i]], expected[i], attributes[i]);
    }
    assert_equals(new URL(url.href).href, url.href, "the serialization parses to itself");
  }, `Parsing <${input}> against <${base}>`);
}
