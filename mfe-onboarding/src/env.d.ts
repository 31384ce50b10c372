/// <reference types="@rsbuild/core/types" />
// this remote's own ambient types (CSS, JSON and asset imports as rsbuild builds them); a remote never
// includes a file of the shell or of another remote
