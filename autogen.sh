#!/bin/sh
# autogen.sh -- regenerate the build system from configure.ac and Makefile.am.
exec autoreconf -fi "$(dirname "$0")"
