#!/bin/sh
# autogen.sh -- regenerate the build system from configure.ac and Makefile.am.
# The lists of tests are made first: Makefile.am includes them.
sh "$(dirname "$0")/tools/test-lists.sh" || exit 1
exec autoreconf -fi "$(dirname "$0")"
