// ---------------------------------------------------------------------------
// Queue-with-sizes ("Supporting abstract operations"). The queue is a flat
// array (see newArray) of value, size pairs read from index head, emptied
// when it drains and compacted when mostly drained.

// ---------------------------------------------------------------------------
// The host's bound on the bytes queued in this runtime's streams
// (streams.MaxQueuedBytes). A queue's chunks count their bytes (a view's or
// ArrayBuffer's byte length, two bytes per code unit of a string, $chunkBytes)
// plus queueEntryBytes each, for the entry itself; a container's queueBytes
// is what its queue holds of queuedBytes. An enqueue that would take
// queuedBytes past queueBudget throws a RangeError, which errors the stream
// as an enqueue whose size is not finite does (EnqueueValueWithSize). With no
// bound (Infinity, the default) nothing is counted.
let queueBudget = Infinity;
let queuedBytes = 0;
const queueEntryBytes = 32;

function setQueueBudget(n) {
	queueBudget = n > 0 ? n : Infinity;
}

// chargeQueue counts cost bytes for container's queue, or throws the
// RangeError when they do not fit in the bound.
function chargeQueue(container, cost) {
	if (queuedBytes + cost > queueBudget) {
		throw new $RangeError('The queued chunks would exceed the host\'s limit of ' + queueBudget + ' bytes (streams.MaxQueuedBytes)');
	}
	queuedBytes += cost;
	container.queueBytes += cost;
}

// releaseQueue uncounts up to cost bytes of container's queue.
function releaseQueue(container, cost) {
	if (cost > container.queueBytes) cost = container.queueBytes;
	container.queueBytes -= cost;
	queuedBytes -= cost;
}

// chunkQueueCost is what a chunk of a queue-with-sizes counts.
function chunkQueueCost(value) {
	return $chunkBytes(value) + queueEntryBytes;
}

// emptyArray stands for an empty queue or list until its first entry (an
// array costs goja about 580 bytes, and most queues and lists of an idle
// stream stay empty): the functions that add entries replace it with an
// array of its own. Its length is not writable, so that a write to it throws.
const emptyArray = newArray();
$defineProperty(emptyArray, 'length', { __proto__: null, writable: false });

function ResetQueue(container) {
	if (container.queueBytes > 0) releaseQueue(container, container.queueBytes);
	container.queue = emptyArray;
	container.queueHead = 0;
	container.queueTotalSize = 0;
}

function queueIsEmpty(container) {
	return container.queueHead === container.queue.length;
}

function IsNonNegativeNumber(v) {
	return typeof v === 'number' && !isNaN(v) && v >= 0;
}

function EnqueueValueWithSize(container, value, size) {
	if (!IsNonNegativeNumber(size)) throw new $RangeError('The size of a chunk must be a non-negative number');
	if (size === Infinity) throw new $RangeError('The size of a chunk must be finite');
	if (queueBudget !== Infinity) chargeQueue(container, chunkQueueCost(value));
	let q = container.queue;
	if (q === emptyArray) container.queue = q = newArray();
	q[q.length] = value;
	q[q.length] = size;
	container.queueTotalSize += size;
}

// compactQueue moves a queue's entries from queueHead on to a new array, so
// that a queue that never drains does not keep a slot for every entry it
// ever held.
function compactQueue(container) {
	const q = container.queue;
	const rest = newArray();
	for (let i = container.queueHead; i < q.length; i++) rest[rest.length] = q[i];
	container.queue = rest;
	container.queueHead = 0;
}

function DequeueValue(container) {
	let q = container.queue;
	const h = container.queueHead;
	const value = q[h];
	const size = q[h + 1];
	q[h] = undefined;
	q[h + 1] = undefined;
	container.queueHead = h + 2;
	if (container.queueHead === q.length) {
		q.length = 0;
		container.queueHead = 0;
	} else if (container.queueHead >= 1024 && container.queueHead * 2 >= q.length) {
		compactQueue(container);
	}
	container.queueTotalSize -= size;
	if (container.queueTotalSize < 0) container.queueTotalSize = 0;
	if (container.queueBytes > 0) releaseQueue(container, chunkQueueCost(value));
	return value;
}

function PeekQueueValue(container) {
	return container.queue[container.queueHead];
}

// A first-in first-out list (read requests, write requests).
function newList() {
	return { __proto__: null, items: emptyArray, head: 0 };
}

function listPush(l, v) {
	let items = l.items;
	if (items === emptyArray) l.items = items = newArray();
	items[items.length] = v;
}

function listShift(l) {
	const v = l.items[l.head];
	l.items[l.head] = undefined;
	l.head++;
	if (l.head === l.items.length) {
		l.items.length = 0;
		l.head = 0;
	}
	return v;
}

function listSize(l) {
	return l.items.length - l.head;
}

// listTake empties l and returns its items in order.
function listTake(l) {
	const items = l.items;
	const head = l.head;
	l.items = emptyArray;
	l.head = 0;
	if (head === 0) return items;
	const out = newArray();
	for (let i = head; i < items.length; i++) out[out.length] = items[i];
	return out;
}

