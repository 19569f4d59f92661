# BidiKit: `make demo` runs the examples, `make test` runs every test. Both install the
# system packages they need first (apt-get; sudo when not root).

SWIFT ?= swift
RELEASE = -c release

.PHONY: setup demo test fuzz-smoke bench format clean

setup:
	@Scripts/install-system-packages.sh

demo: setup
	$(SWIFT) build $(RELEASE) --product bidi
	$(SWIFT) build $(RELEASE) --product terminal-viewer
	$(SWIFT) build $(RELEASE) --product phone-numbers
	$(SWIFT) build $(RELEASE) --product user-names
	$(SWIFT) build $(RELEASE) --product mirrored-settings
	@Scripts/demo.sh $$($(SWIFT) build $(RELEASE) --show-bin-path)
	cd Examples/app-side && $(SWIFT) run AppSideDemo

# Tests run optimised: the conformance and differential suites check millions of cases.
# No tracked file may be over 2 MB unless it is listed conformance data (check-large-files.sh).
# The app-side check (the app-side products and Examples/app-side built and run with FriBidi
# hidden), the DocC check (every catalog converts without a warning; the symbol graphs taken
# from the release build's modules), a short fuzzing run of every fuzz target and the layout
# differential against Yoga run first, so that the test runner's summary is the last thing
# printed.
# The release build is of the test bundle and the programs the tests run, product by product:
# `--build-tests` would also compile every module a second time for the plugins' tool
# (bidi-tool), which no test runs (the plugin tests build their consumer package's own).
BIN = $$($(SWIFT) build $(RELEASE) -Xswiftc -enable-testing --show-bin-path)
TESTED_PRODUCTS = BidiKitPackageTests bidi terminal-viewer phone-numbers user-names mirrored-settings
test: setup fuzz-smoke
	Scripts/check-large-files.sh
	Scripts/check-app-side.sh
	for product in $(TESTED_PRODUCTS); do \
	  $(SWIFT) build $(RELEASE) -Xswiftc -enable-testing --product $$product || exit 1; \
	done
	DOCS_FROM_BUILD=$(BIN) Scripts/check-docs.sh
	python3 Scripts/yoga-differential.py --trees 2000 --bidi $(BIN)/bidi
	$(SWIFT) test $(RELEASE) -Xswiftc -enable-testing --skip-build

# Both fuzzers built and every target run briefly (about 2 minutes): a build break or a
# crash on the seeds fails `make test`. Longer campaigns: Scripts/fuzz-engine.sh and
# Scripts/fuzz-parsers.sh.
fuzz-smoke: setup
	Scripts/fuzz-smoke.sh

bench: setup
	cd Benchmarks && $(SWIFT) run -c release

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples Benchmarks/Sources

clean:
	rm -rf .build Benchmarks/.build
