//===- OptionParsers.h - Reading remat's options from text ------*- C++ -*-===//
//
// What lets a `llvm::cl::opt` (the tools' flags) or an `mlir::Pass::Option`
// (pass and pipeline options, which are cl::opts too) hold a field of
// PlanningOptions directly: parsers for budgets and device specs, which
// reject bad text with the message of parseBudgetSpec/parseDeviceSpec, and
// a modifier that gives an enum option its values. Bind an option as
//
//   cl::opt<TYPE> field{"flag", cl::init(DEFAULT),
//   remat::optionValues<TYPE>()};
//
//===----------------------------------------------------------------------===//

#ifndef REMAT_PLANNERS_OPTIONPARSERS_H
#define REMAT_PLANNERS_OPTIONPARSERS_H

#include "remat/Planners/PlanningOptions.h"

#include "llvm/Support/CommandLine.h"

#include <type_traits>

namespace remat {
namespace option_parsers {
/// A parser for a type with a `parse(text) -> Expected<T>` function and a
/// printer (`os << value`) that prints what `parse` reads back.
template <class T, llvm::Expected<T> (*Parse)(llvm::StringRef)>
class SpecParser : public llvm::cl::basic_parser<T> {
public:
  explicit SpecParser(llvm::cl::Option &option)
      : llvm::cl::basic_parser<T>(option) {}

  bool parse(llvm::cl::Option &option, llvm::StringRef, llvm::StringRef arg,
             T &value) {
    llvm::Expected<T> parsed = Parse(arg);
    if (!parsed)
      return option.error(llvm::toString(parsed.takeError()));
    value = std::move(*parsed);
    return false;
  }
  void printOptionDiff(const llvm::cl::Option &option, const T &value,
                       const llvm::cl::OptionValue<T> &defaultValue,
                       size_t globalWidth) const {
    this->printOptionName(option, globalWidth);
    std::string text;
    llvm::raw_string_ostream os(text);
    os << value;
    llvm::outs() << "= " << text;
    if (defaultValue.hasValue() && defaultValue.getValue() == value)
      llvm::outs() << " (default)";
    llvm::outs() << "\n";
  }
};
} // namespace option_parsers

/// A cl modifier that lists an enum option's values (name and help, from
/// getEnumEntries); it adds nothing to options of other types.
template <class T> struct OptionValues {
  template <class Opt> void apply(Opt &option) const {
    if constexpr (std::is_enum_v<T>)
      for (const EnumEntry<T> &e : getEnumEntries<T>())
        option.getParser().addLiteralOption(e.name, e.value, e.help);
  }
};
template <class T> OptionValues<T> optionValues() { return {}; }

} // namespace remat

namespace llvm::cl {
template <>
class parser<remat::BudgetSpec>
    : public remat::option_parsers::SpecParser<remat::BudgetSpec,
                                               remat::parseBudgetSpec> {
public:
  using SpecParser::SpecParser;
  StringRef getValueName() const override { return "budget"; }
};

template <>
class parser<remat::DeviceSpec>
    : public remat::option_parsers::SpecParser<remat::DeviceSpec,
                                               remat::parseDeviceSpec> {
public:
  using SpecParser::SpecParser;
  StringRef getValueName() const override { return "devices"; }
};

template <>
class parser<remat::ByteSize>
    : public remat::option_parsers::SpecParser<remat::ByteSize,
                                               remat::parsePositiveByteSize> {
public:
  using SpecParser::SpecParser;
  StringRef getValueName() const override { return "size"; }
};

template <>
class parser<remat::SafetyNet>
    : public remat::option_parsers::SpecParser<remat::SafetyNet,
                                               remat::parseSafetyNet> {
public:
  using SpecParser::SpecParser;
  StringRef getValueName() const override { return "seconds|auto"; }
};
} // namespace llvm::cl

#endif // REMAT_PLANNERS_OPTIONPARSERS_H
