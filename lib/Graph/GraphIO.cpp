//===- GraphIO.cpp - Reading graphs from files ----------------------------===//

#include "remat/Graph/GraphIO.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>
#include <functional>
#include <queue>
#include <unordered_map>

using namespace llvm;

namespace remat {

namespace {

/// What one file node says, before renumbering.
struct FileNode {
  int64_t id;
  std::string name;
  uint64_t bytes;
  double cost;
  bool backward;
  std::vector<unsigned> preds; ///< Indices into the node array.
  unsigned numSuccs = 0;
};

/// A graph file's top-level object, and the text of each element of its
/// "nodes" and "links" arrays, which `rest` holds empty. LLVM 22's
/// json::Value has no noexcept move, so a json::Array deep-copies its
/// elements each time it grows: parsing a 50k-node file whole took 824 MB.
/// Parsed an element at a time, the file costs little more than its text.
struct SplitFile {
  std::string rest;
  std::vector<StringRef> nodes, links;
};

class CheckmateReader {
public:
  explicit CheckmateReader(StringRef fileName) : fileName(fileName) {}
  /// Reads `json` parsed whole, or element by element where `split` gives
  /// its parts.
  Expected<LoadedGraph> read(StringRef json, const SplitFile *split);
  /// The last read failed on a JSON syntax error.
  bool syntaxError = false;

private:
  Error error(const Twine &msg) const {
    return createStringError(inconvertibleErrorCode(),
                             fileName + ": " + msg);
  }
  Error readNode(const json::Value &v, size_t index);
  Error readLink(const json::Value &v, size_t index);
  Expected<std::vector<unsigned>> topologicalOrder(const json::Object *graph);

  StringRef fileName;
  // Field names; the random layered graphs rename them with graph-level tags.
  std::string idKey = "id", bytesKey = "cost_ram", costKey = "cost_cpu";
  std::string sourceKey = "source", targetKey = "target";
  std::vector<FileNode> nodes;
  // File ids are any int64; DenseMap would reserve two of them.
  std::unordered_map<int64_t, unsigned> indexOf;
  DenseSet<std::pair<unsigned, unsigned>> links;
};

} // namespace

/// `v` as an int64, where it is one. json::Value::getAsInteger takes a
/// whole double up to double(INT64_MAX), which rounds to 2^63, outside
/// int64's range (undefined behaviour; docs/KnownIssues.md), so numbers
/// from 2^63 up that were not written as integers (getAsUINT64 reads
/// those) are no int64 here.
static std::optional<int64_t> getInteger(const json::Value *v) {
  if (!v)
    return std::nullopt;
  std::optional<double> d = v->getAsNumber();
  if (d && *d >= 0x1p63 && !v->getAsUINT64())
    return std::nullopt;
  return v->getAsInteger();
}

/// A non-negative number as bytes; the files write integers, tolerate "1e9".
static std::optional<uint64_t> getBytes(const json::Value *v) {
  if (!v)
    return std::nullopt;
  if (std::optional<int64_t> i = getInteger(v))
    return *i >= 0 ? std::optional<uint64_t>(*i) : std::nullopt;
  if (std::optional<double> d = v->getAsNumber())
    if (*d >= 0 && *d < 1.8e19 && *d == std::floor(*d))
      return static_cast<uint64_t>(*d);
  return std::nullopt;
}

Error CheckmateReader::readNode(const json::Value &v, size_t index) {
  const json::Object *obj = v.getAsObject();
  if (!obj)
    return error("node " + Twine(index) + " is not an object");
  const json::Value *idVal = obj->get(idKey);
  std::optional<int64_t> id = getInteger(idVal);
  if (!id)
    return error("node " + Twine(index) + ": missing integer field " +
                 (idKey == "id" ? "'id'"
                                : "'id' (or an integer 'name', as the random "
                                  "layered graphs have)"));
  std::string where = "node " + std::to_string(*id);
  std::optional<uint64_t> bytes = getBytes(obj->get(bytesKey));
  if (!bytes)
    return error(where + ": missing, negative or fractional field '" +
                 bytesKey + "'");
  const json::Value *costVal = obj->get(costKey);
  std::optional<double> cost = costVal ? costVal->getAsNumber() : std::nullopt;
  if (!cost || !(*cost >= 0) || !std::isfinite(*cost))
    return error(where + ": missing or negative field '" + costKey + "'");
  if (!indexOf.try_emplace(*id, nodes.size()).second)
    return error("duplicate node id " + Twine(*id));

  FileNode n;
  n.id = *id;
  n.bytes = *bytes;
  n.cost = *cost;
  const json::Value *backward = obj->get("backward");
  if (backward && !backward->getAsBoolean())
    return error(where + ": field 'backward' is not a boolean");
  n.backward = backward && *backward->getAsBoolean();
  if (std::optional<StringRef> name = obj->getString("name"))
    n.name = name->str();
  else
    n.name = std::to_string(*id);
  nodes.push_back(std::move(n));
  return Error::success();
}

Error CheckmateReader::readLink(const json::Value &v, size_t index) {
  const json::Object *obj = v.getAsObject();
  if (!obj)
    return error("link " + Twine(index) + " is not an object");
  const json::Value *s = obj->get(sourceKey), *t = obj->get(targetKey);
  std::optional<int64_t> src = getInteger(s);
  std::optional<int64_t> dst = getInteger(t);
  if (!src || !dst)
    return error("link " + Twine(index) + ": missing integer fields '" +
                 sourceKey + "' and '" + targetKey + "'");
  auto si = indexOf.find(*src), ti = indexOf.find(*dst);
  if (si == indexOf.end() || ti == indexOf.end())
    return error("link " + Twine(index) + " (" + Twine(*src) + " -> " +
                 Twine(*dst) + ") refers to unknown node " +
                 Twine(si == indexOf.end() ? *src : *dst));
  if (*src == *dst)
    return error("link " + Twine(index) + " is a self-loop on node " +
                 Twine(*src) + ": the graph has a cycle");
  // A repeated link adds nothing: operands are distinct.
  if (!links.insert({si->second, ti->second}).second)
    return Error::success();
  nodes[ti->second].preds.push_back(si->second);
  ++nodes[si->second].numSuccs;
  return Error::success();
}

Expected<std::vector<unsigned>>
CheckmateReader::topologicalOrder(const json::Object *graph) {
  std::vector<unsigned> order;
  order.reserve(nodes.size());
  const json::Array *given = graph ? graph->getArray("order") : nullptr;
  if (given) {
    std::vector<unsigned> position(nodes.size(), ~0u);
    for (const json::Value &v : *given) {
      std::optional<int64_t> id = getInteger(&v);
      auto it = id ? indexOf.find(*id) : indexOf.end();
      if (it == indexOf.end())
        return error("graph 'order' names unknown node " +
                     (id ? std::to_string(*id) : std::string("(not an integer)")));
      if (position[it->second] != ~0u)
        return error("graph 'order' lists node " + Twine(*id) + " twice");
      position[it->second] = order.size();
      order.push_back(it->second);
    }
    if (order.size() != nodes.size())
      return error("graph 'order' lists " + Twine(order.size()) + " of " +
                   Twine(nodes.size()) + " nodes");
    for (unsigned i = 0; i < nodes.size(); ++i)
      for (unsigned p : nodes[i].preds)
        if (position[p] > position[i])
          return error("graph 'order' is not topological: node " +
                       Twine(nodes[i].id) + " comes before its predecessor " +
                       Twine(nodes[p].id));
    return order;
  }

  // Kahn's algorithm, smallest file id first so the order is stable.
  std::vector<unsigned> indegree(nodes.size());
  std::vector<std::vector<unsigned>> succs(nodes.size());
  for (unsigned i = 0; i < nodes.size(); ++i) {
    indegree[i] = nodes[i].preds.size();
    for (unsigned p : nodes[i].preds)
      succs[p].push_back(i);
  }
  auto later = [&](unsigned a, unsigned b) { return nodes[a].id > nodes[b].id; };
  std::priority_queue<unsigned, std::vector<unsigned>, decltype(later)> ready(
      later);
  for (unsigned i = 0; i < nodes.size(); ++i)
    if (indegree[i] == 0)
      ready.push(i);
  while (!ready.empty()) {
    unsigned i = ready.top();
    ready.pop();
    order.push_back(i);
    for (unsigned s : succs[i])
      if (--indegree[s] == 0)
        ready.push(s);
  }
  if (order.size() != nodes.size()) {
    for (unsigned i = 0; i < nodes.size(); ++i)
      if (indegree[i] != 0)
        return error("the graph has a cycle through node " +
                     Twine(nodes[i].id) + " ('" + nodes[i].name + "')");
  }
  return order;
}

/// Whether `text` nests arrays and objects deeper than `limit`: json::parse
/// recurses once per level, and a file of 100k '[' overflows the stack.
static bool nestsDeeperThan(StringRef text, unsigned limit) {
  unsigned depth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit)
        return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

/// JSON's whitespace (no form feeds or vertical tabs).
static constexpr StringLiteral kJSONSpace = " \t\n\r";

/// Skips the JSON value at `i` (not checking it: each part is parsed
/// later): a string, or up to the bracket closing the one at `i`, or a
/// scalar up to the next ',', ']' or '}'. False at the end of the text.
static bool skipValue(StringRef text, size_t &i) {
  unsigned depth = 0;
  while (i < text.size()) {
    char c = text[i];
    if (c == '"') {
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\')
          ++i;
      if (i >= text.size())
        return false;
      ++i;
      if (depth == 0)
        return true;
      continue;
    }
    if (c == '[' || c == '{') {
      ++depth;
    } else if (c == ']' || c == '}') {
      if (depth == 0)
        return true;
      if (--depth == 0) {
        ++i;
        return true;
      }
    } else if (c == ',' && depth == 0) {
      return true;
    }
    ++i;
  }
  return depth == 0;
}

/// Splits a graph file whose top level is an object naming "nodes" and
/// "links" once each; std::nullopt otherwise, or where a key has escapes:
/// the caller then parses the file whole, so that what it accepts and the
/// errors it names are json::parse's.
static std::optional<SplitFile> splitGraphFile(StringRef text) {
  SplitFile out;
  size_t i = 0, copied = 0;
  bool seenNodes = false, seenLinks = false;
  auto skipSpace = [&] {
    while (i < text.size() && kJSONSpace.contains(text[i]))
      ++i;
  };
  auto at = [&](char c) { return i < text.size() && text[i] == c; };
  skipSpace();
  if (!at('{'))
    return std::nullopt;
  ++i;
  skipSpace();
  while (!at('}')) {
    if (!at('"'))
      return std::nullopt;
    size_t keyStart = i + 1;
    if (!skipValue(text, i))
      return std::nullopt;
    StringRef key = text.slice(keyStart, i - 1);
    if (key.contains('\\'))
      return std::nullopt;
    skipSpace();
    if (!at(':'))
      return std::nullopt;
    ++i;
    skipSpace();
    std::vector<StringRef> *elements = key == "nodes"   ? &out.nodes
                                       : key == "links" ? &out.links
                                                        : nullptr;
    if (elements) {
      // Which of two equal keys counts is json::parse's to say.
      bool &seen = elements == &out.nodes ? seenNodes : seenLinks;
      if (seen)
        return std::nullopt;
      seen = true;
    }
    if (elements && at('[')) {
      out.rest += text.slice(copied, i + 1);
      ++i;
      skipSpace();
      while (!at(']')) {
        size_t start = i;
        if (!skipValue(text, i))
          return std::nullopt;
        elements->push_back(text.slice(start, i).rtrim(kJSONSpace));
        if (at(',')) {
          ++i;
          skipSpace();
          if (at(']'))
            return std::nullopt; // A trailing comma.
        } else if (!at(']')) {
          return std::nullopt;
        }
      }
      copied = i; // The rest keeps the ']'.
      ++i;
    } else if (!skipValue(text, i)) {
      return std::nullopt;
    }
    skipSpace();
    if (at(','))
      ++i;
    else if (!at('}'))
      return std::nullopt;
    skipSpace();
  }
  out.rest += text.substr(copied);
  return out;
}

Expected<LoadedGraph> CheckmateReader::read(StringRef text,
                                            const SplitFile *split) {
  Expected<json::Value> root =
      json::parse(split ? StringRef(split->rest) : text);
  if (!root) {
    syntaxError = true;
    return error("invalid JSON: " + toString(root.takeError()));
  }
  const json::Object *top = root->getAsObject();
  if (!top)
    return error("expected a JSON object with 'nodes' and 'links'");
  const json::Object *graph = top->getObject("graph");
  if (top->get("graph") && !graph)
    return error("field 'graph' is not an object");
  if (graph && graph->get("order") && !graph->getArray("order"))
    return error("graph field 'order' is not an array");
  const json::Array *nodeArr = top->getArray("nodes");
  const json::Array *linkArr = top->getArray("links");
  if (!nodeArr || !linkArr)
    return error("missing array '" + Twine(nodeArr ? "links" : "nodes") + "'");

  if (graph) {
    if (std::optional<StringRef> tag = graph->getString("node_output_cost_tag"))
      bytesKey = tag->str();
    if (std::optional<StringRef> tag = graph->getString("node_duration_tag"))
      costKey = tag->str();
  }
  // Calls `read` with each element of `whole`, or where split each parsed
  // from its part in turn; "invalid JSON" on a syntax error (the caller
  // then parses the file whole).
  auto readEach = [&](const json::Array &whole,
                      const std::vector<StringRef> *parts,
                      auto read) -> Error {
    size_t count = parts ? parts->size() : whole.size();
    for (size_t i = 0; i < count; ++i) {
      if (!parts) {
        if (Error e = read(whole[i], i))
          return e;
        continue;
      }
      Expected<json::Value> v = json::parse((*parts)[i]);
      if (!v) {
        consumeError(v.takeError());
        syntaxError = true;
        return error("invalid JSON");
      }
      if (Error e = read(*v, i))
        return e;
    }
    return Error::success();
  };
  // Random layered graphs identify nodes by 'name' and link with "0"/"1",
  // as their first elements show.
  if (Error e = readEach(
          *nodeArr, split ? &split->nodes : nullptr,
          [&](const json::Value &v, size_t i) {
            if (const json::Object *first = v.getAsObject(); i == 0 && first)
              if (!first->get("id") && first->get("name"))
                idKey = "name";
            return readNode(v, i);
          }))
    return std::move(e);
  if (Error e = readEach(
          *linkArr, split ? &split->links : nullptr,
          [&](const json::Value &v, size_t i) {
            if (const json::Object *first = v.getAsObject(); i == 0 && first)
              if (!first->get("source") && first->get("0")) {
                sourceKey = "0";
                targetKey = "1";
              }
            return readLink(v, i);
          }))
    return std::move(e);

  Expected<std::vector<unsigned>> order = topologicalOrder(graph);
  if (!order)
    return order.takeError();

  LoadedGraph out;
  std::string name = fileName.str();
  if (graph)
    if (std::optional<StringRef> n = graph->getString("name"))
      name = n->str();
  out.graph.setName(name);
  std::vector<NodeId> newId(nodes.size());
  for (auto [pos, i] : llvm::enumerate(*order))
    newId[i] = pos;
  for (unsigned i : *order) {
    FileNode &n = nodes[i];
    // With no graph inputs, the tensor id of node k's result is k.
    std::vector<TensorId> operands;
    for (unsigned p : n.preds)
      operands.push_back(newId[p]);
    llvm::sort(operands);
    NodeId id = out.graph.addNode(n.name, operands, {n.bytes}, n.cost, n.cost);
    out.graph.node(id).isBackward = n.backward;
    if (n.numSuccs == 0)
      out.graph.markOutput(out.graph.node(id).results.front());
    out.fileIds.push_back(n.id);
  }
  if (Error e = out.graph.verify())
    return error(toString(std::move(e)));
  return std::move(out);
}

Expected<LoadedGraph> parseCheckmateGraph(StringRef json, StringRef fileName,
                                          bool wholeFile) {
  // Graph files nest four levels deep; every json::parse below may then
  // recurse as it does.
  if (nestsDeeperThan(json, 64))
    return createStringError(inconvertibleErrorCode(),
                             fileName + ": invalid JSON: nested more than 64 "
                                        "levels deep");
  if (std::optional<SplitFile> split =
          wholeFile ? std::nullopt : splitGraphFile(json)) {
    CheckmateReader reader(fileName);
    Expected<LoadedGraph> graph = reader.read(json, &*split);
    // Parsed whole, a syntax error anywhere comes before any error of
    // reading: one stands only where every part parses (checked here,
    // off the path of files that load).
    auto parses = [](StringRef part) {
      Expected<json::Value> v = json::parse(part);
      bool ok = bool(v);
      if (!ok)
        consumeError(v.takeError());
      return ok;
    };
    if (graph || (!reader.syntaxError && llvm::all_of(split->nodes, parses) &&
                  llvm::all_of(split->links, parses)))
      return graph;
    consumeError(graph.takeError());
  }
  // Whole: json::parse's message names the error's place in the file.
  return CheckmateReader(fileName).read(json, nullptr);
}

Expected<LoadedGraph> loadCheckmateGraph(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buf = MemoryBuffer::getFile(path);
  if (!buf)
    return createStringError(buf.getError(),
                             "cannot read '" + path + "': " +
                                 buf.getError().message());
  return parseCheckmateGraph((*buf)->getBuffer(), path);
}

} // namespace remat
