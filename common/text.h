#pragma once

#include <string>

namespace arbiter {

/// printf into a std::string of whatever length the result needs (never truncated).
/// Precondition: `format` and the arguments match, as for printf (the compiler checks).
std::string printf_string(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace arbiter
