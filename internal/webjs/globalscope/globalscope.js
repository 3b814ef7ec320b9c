// HTML's atob and btoa (https://html.spec.whatwg.org/multipage/webappapis.html#atob)
// and queueMicrotask (https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#microtask-queuing),
// methods of the WindowOrWorkerGlobalScope mixin, for package
// goja/globalscope. The program evaluates to a function that Go calls with
// the built-ins captured by package internal/host/intrinsics, the Go
// functions that decode and encode (which throw the standard's exceptions
// themselves) and report (report an exception a microtask threw); it
// returns the three functions, which Go installs as the global object's
// methods, and an empty function for Go's host.Poller.
//
// As in the other programs: it calls only captured built-ins, so a script
// that replaces Promise.prototype.then or Reflect.apply changes nothing.
// The methods are operations, not constructors (object literal methods),
// with Web IDL's names and lengths. DOMString's conversion (ToString) is
// skipped for a string, whose ToString is itself: goja makes a template
// literal a new string, a copy.
(function (intrinsics, $atob, $btoa, $report) {
'use strict';

const $apply = intrinsics.apply;
const $promiseThen = intrinsics.promiseThen;
const $promiseResolve = intrinsics.promiseResolve;
const $setPrototypeOf = intrinsics.setPrototypeOf;
const $Promise = intrinsics.Promise;
const $TypeError = intrinsics.TypeError;

function requireArgument(n, name) {
	if (n < 1) throw new $TypeError(`${name}: 1 argument required, but only 0 present`);
}

// A promise already fulfilled: a reaction to it is a microtask. Made on the
// first queueMicrotask, so a runtime that never calls it builds no Promise.
// Its prototype is null: then's SpeciesConstructor finds no "constructor"
// and makes the derived promise with the runtime's own Promise, so it reads
// neither Promise.prototype.constructor nor Promise[@@species], which
// scripts can change. No script ever sees this promise.
let fulfilled;

const methods = {
	// DOMString atob(DOMString data): forgiving-base64 decode, each byte a
	// code unit ($atob throws "InvalidCharacterError").
	atob(data) {
		requireArgument(arguments.length, 'atob');
		return $atob(typeof data === 'string' ? data : `${data}`);
	},
	// DOMString btoa(DOMString data): forgiving-base64 encode of the code
	// units, which must be at most U+00FF ($btoa throws otherwise).
	btoa(data) {
		requireArgument(arguments.length, 'btoa');
		return $btoa(typeof data === 'string' ? data : `${data}`);
	},
	// undefined queueMicrotask(VoidFunction callback): queue a microtask to
	// invoke callback with no arguments and "report" its exception.
	queueMicrotask(callback) {
		requireArgument(arguments.length, 'queueMicrotask');
		if (typeof callback !== 'function') throw new $TypeError('queueMicrotask: parameter 1 is not of type \'Function\'');
		if ($Promise === undefined || $promiseThen === undefined || $apply === undefined || $setPrototypeOf === undefined) {
			throw new $TypeError('queueMicrotask: this runtime had no Promise when it was set up');
		}
		if (fulfilled === undefined) {
			fulfilled = $apply($promiseResolve, $Promise, [undefined]);
			$setPrototypeOf(fulfilled, null);
		}
		$apply($promiseThen, fulfilled, [() => {
			try {
				$apply(callback, undefined, []);
			} catch (e) {
				$report(e);
			}
		}]);
	},
};

return {
	__proto__: null,
	atob: methods.atob,
	btoa: methods.btoa,
	queueMicrotask: methods.queueMicrotask,
	probe: function () {},
};
})
